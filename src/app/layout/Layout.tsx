import type { ReactNode } from 'react';
import { CityAsk } from '../../flows/city/CityAsk';
import { AppBanner } from '../../ui/banner/AppBanner';
import { AlertHost } from '../../ui/popups/AlertHost';
import { PopupHost } from '../../ui/popups/PopupHost';
import { Footer } from './Footer';
import { Header } from './Header';
import './layout.css';

/** The page frame of every route; `children` is the matched screen. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <AppBanner />
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <PopupHost />
      <AlertHost />
      <CityAsk />
    </div>
  );
}
