// Every route path of the app lives in packages/shared, so the server answers 404 for the rest.
export { paths } from '@arsamezat/shared/site/web-paths';
