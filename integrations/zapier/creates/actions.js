'use strict';

const { call } = require('../lib');

const prospectFields = [
  { key: 'prospect_id', label: 'Prospect ID', required: false },
  { key: 'email', label: 'Prospect email', required: false },
  { key: 'profile_link', label: 'Profile link', required: false },
];
const pick = (data, keys) =>
  Object.fromEntries(keys.filter((k) => data[k] !== undefined && data[k] !== '').map((k) => [k, data[k]]));
const sampleProspect = {
  id: '00000000-0000-4000-8000-000000000002',
  full_name: 'Ana Buyer',
  labels: [],
  relation: 'lead',
};

const creates = {
  add_to_campaign: {
    key: 'add_to_campaign',
    noun: 'Prospect',
    display: {
      label: 'Add Prospect to Campaign',
      description: 'Adds a person (by profile link) to a campaign.',
    },
    operation: {
      inputFields: [
        { key: 'campaign_id', label: 'Campaign', required: true, dynamic: 'campaign_list.id.name' },
        { key: 'profile_link', label: 'Profile link', required: true },
        { key: 'first_name', label: 'First name' },
        { key: 'last_name', label: 'Last name' },
        { key: 'email', label: 'Email' },
        { key: 'company', label: 'Company' },
        { key: 'position', label: 'Position' },
      ],
      perform: (z, bundle) =>
        call(
          z,
          bundle,
          'POST',
          '/zapier/actions/add_to_campaign',
          pick(bundle.inputData, [
            'campaign_id',
            'profile_link',
            'first_name',
            'last_name',
            'email',
            'company',
            'position',
          ]),
        ),
      sample: {
        id: 'c:p',
        prospect_id: sampleProspect.id,
        campaign_id: '00000000-0000-4000-8000-000000000003',
        outcome: 'added',
      },
    },
  },
  add_label: {
    key: 'add_label',
    noun: 'Label',
    display: { label: 'Add Label to Prospect', description: 'Adds a label (by name or id) to a prospect.' },
    operation: {
      inputFields: [
        ...prospectFields,
        { key: 'label', label: 'Label', required: true, dynamic: 'label_list.id.name' },
      ],
      perform: (z, bundle) =>
        call(
          z,
          bundle,
          'POST',
          '/zapier/actions/add_label',
          pick(bundle.inputData, ['prospect_id', 'email', 'profile_link', 'label']),
        ),
      sample: sampleProspect,
    },
  },
  remove_label: {
    key: 'remove_label',
    noun: 'Label',
    display: { label: 'Remove Label from Prospect', description: 'Removes a label from a prospect.' },
    operation: {
      inputFields: [
        ...prospectFields,
        { key: 'label', label: 'Label', required: true, dynamic: 'label_list.id.name' },
      ],
      perform: (z, bundle) =>
        call(
          z,
          bundle,
          'POST',
          '/zapier/actions/remove_label',
          pick(bundle.inputData, ['prospect_id', 'email', 'profile_link', 'label']),
        ),
      sample: sampleProspect,
    },
  },
  mark_as_lead: {
    key: 'mark_as_lead',
    noun: 'Prospect',
    display: { label: 'Mark Prospect as Lead', description: 'Marks a prospect as a lead.' },
    operation: {
      inputFields: prospectFields,
      perform: (z, bundle) =>
        call(
          z,
          bundle,
          'POST',
          '/zapier/actions/mark_as_lead',
          pick(bundle.inputData, ['prospect_id', 'email', 'profile_link']),
        ),
      sample: sampleProspect,
    },
  },
};

module.exports = { creates };
