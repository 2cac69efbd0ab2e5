import { z } from 'zod';

// Zod's own messages (wrong type, too long …) in Turkish wherever a schema gives none.
z.config(z.locales.tr());
