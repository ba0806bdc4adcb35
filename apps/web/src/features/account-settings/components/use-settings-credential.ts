import { useOutletContext } from 'react-router';
import type { SettingsOutletContext } from './settings-layout';

export const useSettingsCredential = () => useOutletContext<SettingsOutletContext>().credential;
