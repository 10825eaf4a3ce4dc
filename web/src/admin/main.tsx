import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AdminApp } from './app/admin-app';
import '../index.css';
import './admin.css';

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element to mount the dashboard in');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AdminApp />
    </BrowserRouter>
  </StrictMode>,
);
