import { DataSection, DeleteAccountSection, LanguageSection, SessionsSection } from './account-sections.tsx';
import { AlertsSection } from './alerts-section.tsx';

/** The sections of /settings in order. */
export function AccountSettings() {
  return (
    <>
      <LanguageSection />
      <AlertsSection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection />
    </>
  );
}
