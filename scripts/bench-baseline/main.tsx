// The bundle benchmark's yardstick: the smallest React + ReactDOM + React Router data-router page.
// The church home's first load is compared against this (scripts/bench-bundle.mjs).
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

const router = createBrowserRouter([{ path: '/', Component: () => <h1>Hello</h1> }]);

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
