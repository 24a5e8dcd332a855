// The repository's root, with a trailing slash: every build path starts there.
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
