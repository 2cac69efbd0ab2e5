/**
 * The identity module's face (issue 27, decision 064): a member's identity checked with the
 * population registry and kept sealed; the payer's identity for payments; the operator's view and
 * reset; KVKK erasure; key rotation.
 */
export {
  createIdentityService,
  type IdentityService,
  type PayerIdentity,
} from './identity.service.ts';
export { createIdentityAdminService } from './identity-admin.service.ts';
export { createIdentityCrypto, type IdentityCrypto } from './identity-crypto.ts';
export { rotateIdentityKeys } from './identity-keys-rotation.ts';
export { eraseIdentityData } from './identity.repository.ts';
export { adminIdentityRoutes, identityRoutes } from './identity.routes.ts';
