import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './app/admin-app';
// The shared sheets, in the cascade's order (docs/decisions.md 140): the site's tokens and what both apps share, then
// the dashboard's own. Each screen and tab brings its own sheet with its code, after these.
import '../styles/tokens.css';
import '../styles/base.css';
import '../styles/feedback.css';
import '../styles/buttons.css';
import '../styles/chips.css';
import '../styles/segmented.css';
import '../components/layout/locale-switch.css';
import './app/admin-base.css';
import './components/forms.css';
import './components/status-badge.css';
import './components/guest-marks.css';
import './components/lists.css';
import './components/contact-links.css';
import './components/tables.css';
import './components/paging.css';
import './components/dialog.css';
import './components/toaster.css';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element to mount the dashboard in');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AdminApp />
    </BrowserRouter>
  </StrictMode>,
);
