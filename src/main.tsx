import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startEarly } from './api/http';
import { bootRequests } from './app/bootRequests';
import { storedUserId } from './flows/auth/session';
import { registerCityPopups } from './flows/city/registerCityPopups';
import { applyBrandTheme } from './styles/theme';
import { registerBannerPopup } from './ui/banner/registerBannerPopup';

// What the page's screens will ask for first, asked now, while their code loads (decision 334).
for (const url of bootRequests(location.pathname, storedUserId() !== null)) startEarly(url);
applyBrandTheme(document.documentElement);
registerCityPopups();
registerBannerPopup();

const mount = document.getElementById('app');
if (mount) {
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
