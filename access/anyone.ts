import type { Access } from 'payload'

/** Public catalogue content (plans, FAQ, stores …) is readable by anyone. */
export const anyone: Access = () => true
