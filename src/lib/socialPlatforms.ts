// The social networks of the bio page and site settings (spec: tiktok, youtube, instagram, facebook;
// twitter and linkedin also supported), with the names editors and screen readers get.
export const SOCIAL_PLATFORMS = [
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'twitter', label: 'X (Twitter)' },
  { value: 'linkedin', label: 'LinkedIn' },
] as const

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]['value']

export function socialLabel(platform: string): string {
  return SOCIAL_PLATFORMS.find((p) => p.value === platform)?.label ?? platform
}
