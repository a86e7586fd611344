import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { registerCityPopups } from './flows/city/registerCityPopups';
import { applyBrandTheme } from './styles/theme';
import { registerBannerPopup } from './ui/banner/registerBannerPopup';

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
