import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { startUserLoad } from './api/user';
import { storedUserId } from './flows/auth/session';
import { registerCityPopups } from './flows/city/registerCityPopups';
import { applyBrandTheme } from './styles/theme';
import { registerBannerPopup } from './ui/banner/registerBannerPopup';

// A signed-in browser's pages all ask for the profile (the header's corner at least): ask now,
// while the screens' code loads (decision 334).
if (storedUserId() !== null) startUserLoad();
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
