import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Notification } from 'shared-api';
import { Alert, Button, formatDate, formatNumber, Modal, useLanguage } from 'shared-ui';
import {
  NOTIFICATIONS_PAGE_SIZE,
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useReportLanguage,
  useUnreadCount,
} from '../api/notifications.ts';
import { notificationText } from '../lib/notification-text.ts';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
      />
    </svg>
  );
}

/**
 * The header's bell (any signed-in role): the unread count, polled every minute and on focus, and a dialog
 * with the newest notifications (focus trapped, Escape closes), each linking to its subject; opening one
 * marks it read.
 */
export function NotificationBell() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [pageSize, setPageSize] = useState(NOTIFICATIONS_PAGE_SIZE);
  useReportLanguage();
  const counts = useUnreadCount().data;
  const unread = counts?.unread ?? 0;
  const unreadMessages = counts?.messages ?? 0;
  const list = useNotifications(pageSize, open);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const items = list.data?.items ?? [];
  const badge = unread > 99 ? `${formatNumber(99, language)}+` : formatNumber(unread, language);

  const close = () => setOpen(false);
  const follow = (item: Notification) => {
    if (!item.read) markRead.mutate(item.id);
    close();
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-ghost notification-bell"
        aria-haspopup="dialog"
        aria-label={unread > 0 ? t('notifications.bellUnread', { n: badge }) : t('notifications.bell')}
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="notification-badge" aria-hidden="true" data-testid="notification-badge">
            {badge}
          </span>
        ) : null}
      </button>
      <Modal
        open={open}
        onClose={close}
        title={t('notifications.title')}
        variant="drawer"
        testId="notification-panel"
        footer={
          // Never disabled (nor busy, which disables): the focused button must keep focus in the dialog.
          <Button variant="secondary" onClick={() => markAllRead.mutate()} data-testid="notification-mark-all">
            {t('notifications.markAllRead')}
          </Button>
        }
      >
        {unreadMessages > 0 ? (
          <p data-testid="notification-unread-messages">
            {t('notifications.unreadMessages', { count: unreadMessages, n: formatNumber(unreadMessages, language) })}
          </p>
        ) : null}
        {list.isError ? <Alert tone="error">{t('notifications.failed')}</Alert> : null}
        {list.isPending ? <p>{t('notifications.loading')}</p> : null}
        {list.isSuccess && items.length === 0 ? (
          <p data-testid="notification-empty">{t('notifications.empty')}</p>
        ) : null}
        <ul className="notification-list" data-testid="notification-list">
          {items.map((item) => (
            <li
              key={item.id}
              className={item.read ? 'notification-item' : 'notification-item notification-unread'}
              data-testid="notification-item"
              data-read={item.read}
            >
              <Link to={item.link} onClick={() => follow(item)} className="notification-link">
                {item.read ? null : <span className="visually-hidden">{t('notifications.unread')}: </span>}
                {notificationText(t, item, language)}
              </Link>
              <div className="notification-meta">
                <time dateTime={item.createdAt}>{formatDate(item.createdAt, language)}</time>
                {item.read ? null : (
                  <button
                    type="button"
                    className="btn btn-ghost notification-mark-read"
                    onClick={(event) => {
                      // The button goes away once read: keep focus in the dialog, on the entry's link.
                      event.currentTarget.closest('li')?.querySelector('a')?.focus();
                      markRead.mutate(item.id);
                    }}
                    data-testid="notification-mark-read"
                  >
                    {t('notifications.markRead')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {list.data && list.data.total > items.length ? (
          <Button variant="ghost" onClick={() => setPageSize((size) => size + NOTIFICATIONS_PAGE_SIZE)}>
            {t('notifications.showMore')}
          </Button>
        ) : null}
      </Modal>
    </>
  );
}
