import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { noteProfileSaved } from '../../flows/auth/profileSaves';
import { showAlert } from '../../ui/popups/alerts';

/**
 * What follows a successful user/edit/ (spec section 4, Profile completion): the success popup
 * and a fresh load of the profile. The save itself worked, so a failed reload still shows the
 * success and then reloads the whole page. The header's corner loads the profile again as well.
 * Shared by the profile form and the fill-in popup.
 */
export async function showSavedAndReload(
  reload: () => Promise<unknown>,
  reloadPage: () => void = () => window.location.reload(),
): Promise<void> {
  showAlert({ status: 'success', text: PROFILE_MESSAGES.saved });
  // The header's name and photo load again too.
  noteProfileSaved();
  try {
    await reload();
  } catch {
    reloadPage();
  }
}
