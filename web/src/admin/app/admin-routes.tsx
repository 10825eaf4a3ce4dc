import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { RequireSession } from '../features/session/components/require-session';
import { AdminLocaleLayout, AdminNotFound } from './admin-locale-layout';
import { adminPaths } from '../config/admin-paths';
import { lazyScreen } from './lazy-screen';

const loginScreen = lazyScreen(async () => (await import('../features/session/components/login-page')).LoginPage);
const loginTestScreen = lazyScreen(async () => (await import('../features/login-test/components/login-test-page')).LoginTestPage);
const dashboardScreen = lazyScreen(async () => (await import('./dashboard/dashboard-page')).DashboardPage);

/** Every other address under `/{locale}/admin/` is the dashboard: it leads there, query kept. */
function ToDashboard() {
  const { locale } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${locale}/admin/dashboard${search}`} />;
}

function ToLogin() {
  const { locale } = useParams();
  const { search } = useLocation();
  return <Navigate replace to={`/${locale}/admin/login${search}`} />;
}

/**
 * The staff app's addresses, all under `/{locale}/admin/` (the server answers them with admin.html). Each
 * screen is a chunk of its own; the dashboard's tabs are chunks again, loaded when opened.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route caseSensitive path={adminPaths.route} element={<AdminLocaleLayout />}>
        <Route index element={<ToLogin />} />
        <Route caseSensitive path="login" element={loginScreen} />
        <Route caseSensitive path="test" element={loginTestScreen} />
        <Route caseSensitive path="dashboard" element={<RequireSession>{dashboardScreen}</RequireSession>} />
        <Route path="*" element={<ToDashboard />} />
      </Route>
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
