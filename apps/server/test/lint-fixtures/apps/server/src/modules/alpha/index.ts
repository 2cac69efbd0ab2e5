// alpha's face: what other modules may import.
export { alphaCount } from './alpha.service.ts';
