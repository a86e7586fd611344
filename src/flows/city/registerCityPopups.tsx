import { registerPopup, type PopupProps } from '../../ui/popups/registry';
import { CityChooser } from './CityChooser';

function LandingPopup({ close }: PopupProps) {
  return <CityChooser mode="full" onChosen={close} />;
}

function TownChoices({ close }: PopupProps) {
  return <CityChooser mode="town" onChosen={close} />;
}

/** #landing-popup: city then cinema; #town-choices: the town only. */
export function registerCityPopups(): void {
  registerPopup('landing-popup', { label: 'Выбор города и кинотеатра', component: LandingPopup });
  registerPopup('town-choices', { label: 'Выбор города', component: TownChoices });
}
