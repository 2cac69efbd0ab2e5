import { createBrowserRouter } from 'react-router';

export function createAppRouter() {
  return createBrowserRouter([{ path: '*', element: <p>ArsaMezat</p> }]);
}
