// How often the server looks at the default jobs queue, where Payload puts scheduled publications
// (versions.drafts.schedulePublish). Every minute by default: the admin's time picker is to the
// minute, and each look is one indexed query. JOBS_CRON (croner syntax, seconds first) changes it;
// the tests use every second.
export const DEFAULT_CONTENT_JOBS_CRON = '0 * * * * *'

export function contentJobsCron(env: Record<string, string | undefined> = process.env): string {
  return env.JOBS_CRON?.trim() || DEFAULT_CONTENT_JOBS_CRON
}
