import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { showAlert } from '../../ui/popups/alerts';

/**
 * What follows a successful user/edit/ (spec section 4, Profile completion): the success popup
 * and a fresh load of the profile. The save itself worked, so a failed reload still shows the
 * success and then reloads the whole page. Shared by the profile form and the fill-in popup.
 */
export async function showSavedAndReload(
  reload: () => Promise<unknown>,
  reloadPage: () => void = () => window.location.reload(),
): Promise<void> {
  showAlert({ status: 'success', text: PROFILE_MESSAGES.saved });
  try {
    await reload();
  } catch {
    reloadPage();
  }
}
