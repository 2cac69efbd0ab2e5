/** The deposits module's face: paying a listing's deposit by card (3-D Secure) and its routes. */
export { createDepositService } from './deposits.service.ts';
export { depositsRoutes } from './deposits.routes.ts';
