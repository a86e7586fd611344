import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BRAND_PHONE_HREF } from '@softkino/contract/brand';
import { showAlert } from '../../ui/popups/alerts';
import { LoginController, type LoginApi } from './loginController';
import {
  initialLoginState,
  type LoginMethod,
  type LoginState,
  type LoginTab,
} from './loginMachine';

/** The support line as a tel: link ('8 800 555-35-35' → 'tel:88005553535'). */
export const SUPPORT_LINK = {
  label: 'Позвонить в поддержку',
  href: BRAND_PHONE_HREF,
};

/**
 * One LoginController for the component's life, its state, and the popups it asks for
 * (spec section 8: 493 and next_sms over 60 open a popup).
 */
export function useLoginController(
  tab: LoginTab,
  phone: string,
  method: LoginMethod,
  api?: LoginApi,
) {
  const [controller] = useState(
    () => new LoginController(api, initialLoginState(tab, phone, method)),
  );
  const state: LoginState = useSyncExternalStore(controller.subscribe, controller.getState);
  const shown = useRef<LoginState['alert']>(null);

  useEffect(() => controller.start(), [controller]);

  useEffect(() => {
    const alert = state.alert;
    if (!alert || shown.current === alert) return;
    shown.current = alert;
    showAlert({
      status: alert.status,
      text: alert.text,
      link: alert.withSupportLink ? SUPPORT_LINK : undefined,
    });
    controller.dispatch({ type: 'alertShown' });
  }, [controller, state.alert]);

  return { state, dispatch: controller.dispatch };
}
