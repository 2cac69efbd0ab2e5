/** The member module's face: the member's records (dashboard, bids, offers, deposits, wins). */
export { createMemberService, type MemberService } from './member.service.ts';
export { memberRoutes } from './member.routes.ts';
