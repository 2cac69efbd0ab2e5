import { z } from 'zod';

const count = z.number().int().min(0);

/** GET /api/admin/overview: the admin panel's first screen. */
export const AdminOverviewSchema = z.object({
  listings: z.object({ total: count, active: count, upcoming: count, ended: count }),
  users: z.object({ total: count }),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
