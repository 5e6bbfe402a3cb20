// The page's starter runs this before the app (scripts/prerender/startApp.js): React DOM is set up
// here, in a task of its own while the rest of the app's code is still on its way, not inside the
// task that hydrates the page.
import 'react-dom/client';
