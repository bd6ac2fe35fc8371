import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import {
  clearSettings,
  defaultSettings,
  readSettings,
  type Settings,
  writeSettings,
} from './settings-store.ts';

type SettingsContextValue = {
  settings: Settings;
  update: (patch: Partial<Settings>) => void;
  reset: () => void;
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
};

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<Settings>(readSettings);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const update = useCallback((patch: Partial<Settings>) => {
    setSettings((prev) => {
      const next = { ...prev, ...patch };
      writeSettings(next);
      return next;
    });
  }, []);

  const reset = useCallback(() => {
    clearSettings();
    setSettings({ ...defaultSettings });
  }, []);

  const value = useMemo(
    () => ({
      settings,
      update,
      reset,
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
    }),
    [settings, update, reset, drawerOpen],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const ctx = useContext(SettingsContext);
  if (!ctx) throw new Error('useSettings must be used inside SettingsProvider');
  return ctx;
}
