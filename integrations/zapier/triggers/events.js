'use strict';

const { call } = require('../lib');

/** The 15 event triggers of Leadloop (spec 001 §3), with what each means. */
const EVENTS = {
  invite_sent: 'Invitation Sent',
  invite_accepted: 'Invitation Accepted',
  message_sent: 'Message Sent',
  got_reply: 'Got a Reply',
  new_message: 'New Message',
  email_sent: 'Email Sent',
  new_email: 'New Email',
  clicked_email_link: 'Clicked an Email Link',
  clicked_message_link: 'Clicked a Message Link',
  add_label: 'Label Added',
  add_ai_label: 'AI Label Added',
  delete_label: 'Label Removed',
  mark_as_lead: 'Marked as Lead',
  mark_as_customer: 'Marked as Customer',
  meet_booked: 'Meeting Booked',
};

/** A REST-hook trigger: Leadloop subscribes Zapier's URL as a webhook for one event; polling gives samples. */
const trigger = (event, label) => ({
  key: event,
  noun: 'Event',
  display: { label, description: `Triggers when a Leadloop event "${label}" happens.` },
  operation: {
    type: 'hook',
    performSubscribe: (z, bundle) =>
      call(z, bundle, 'POST', '/zapier/hooks', { hook_url: bundle.targetUrl, event }),
    performUnsubscribe: (z, bundle) => call(z, bundle, 'DELETE', `/zapier/hooks/${bundle.subscribeData.id}`),
    // The body Leadloop POSTs: {type, timestamp, data}, signed (Standard Webhooks); flattened like the polling items.
    perform: (z, bundle) => {
      const body = bundle.cleanedRequest || {};
      const data = body.data || {};
      const id =
        (bundle.rawRequest && bundle.rawRequest.headers && bundle.rawRequest.headers['Http-Webhook-Id']) ||
        `${body.type}:${body.timestamp}:${data.prospect_id || ''}`;
      return [{ ...data, id, type: body.type, timestamp: body.timestamp }];
    },
    performList: (z, bundle) => call(z, bundle, 'GET', `/zapier/triggers/${event}?limit=25`),
    sample: {
      id: 'sample',
      type: event,
      timestamp: '2026-01-01T09:00:00.000Z',
      space_id: '00000000-0000-4000-8000-000000000001',
      prospect_id: '00000000-0000-4000-8000-000000000002',
      workflow_id: null,
      credentials_id: null,
    },
  },
});

const triggers = Object.fromEntries(
  Object.entries(EVENTS).map(([event, label]) => [event, trigger(event, label)]),
);

/** Dropdown sources (hidden triggers). */
triggers.campaign_list = {
  key: 'campaign_list',
  noun: 'Campaign',
  display: { label: 'Campaigns', description: 'Lists campaigns (for dropdowns).', hidden: true },
  operation: { perform: (z, bundle) => call(z, bundle, 'GET', '/zapier/campaigns') },
};
triggers.label_list = {
  key: 'label_list',
  noun: 'Label',
  display: { label: 'Labels', description: 'Lists labels (for dropdowns).', hidden: true },
  operation: { perform: (z, bundle) => call(z, bundle, 'GET', '/zapier/labels') },
};

module.exports = { EVENTS, triggers };
