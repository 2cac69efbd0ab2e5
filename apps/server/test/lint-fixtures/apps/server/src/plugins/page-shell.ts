export const pageShell = '<html></html>';
