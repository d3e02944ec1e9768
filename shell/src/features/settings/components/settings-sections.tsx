import { DataSection, DeleteAccountSection, LanguageSection, SessionsSection } from './account-sections.tsx';
import { AlertsSection } from './alerts-section.tsx';
import { CalendarSection } from './calendar-section.tsx';

/** The sections of /settings in order. */
export function AccountSettings() {
  return (
    <>
      <LanguageSection />
      <CalendarSection />
      <AlertsSection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection />
    </>
  );
}
