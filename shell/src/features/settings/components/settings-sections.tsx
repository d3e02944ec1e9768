import { NotificationSettings } from '../../notifications/components/notification-settings.tsx';
import { DataSection, DeleteAccountSection, LanguageSection, SessionsSection } from './account-sections.tsx';
import { AlertsSection } from './alerts-section.tsx';
import { CalendarSection } from './calendar-section.tsx';

/** The sections of /settings in order (the calendar and notification ones come from their features). */
export function AccountSettings() {
  return (
    <>
      <LanguageSection />
      <CalendarSection />
      <NotificationSettings />
      <AlertsSection />
      <SessionsSection />
      <DataSection />
      <DeleteAccountSection />
    </>
  );
}
