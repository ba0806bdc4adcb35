import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { createSpaceBodySchema } from '@leadloop/domain/spaces/rules';
import { applyServerFieldError, sharedSchemaResolver } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useCreateSpace } from '../api/create-space';
import { useSetSpace } from '../api/set-space';

const formSchema = createSpaceBodySchema.pick({ name: true });

/** Name → POST /space/create → make it the current workspace (which reloads to root). */
export function CreateSpaceForm() {
  const { t } = useTranslation('spaces');
  const create = useCreateSpace();
  const setSpace = useSetSpace();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: sharedSchemaResolver(formSchema),
  });

  const onSubmit = form.onSubmit((values) =>
    create.mutate(
      { name: values.name.trim() },
      {
        onSuccess: (space) => setSpace.mutate({ space_id: space._id }, { onError: notify.error }),
        onError: (error) => applyServerFieldError(form, error) || notify.error(error),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('create.nameLabel')}
          placeholder={t('create.namePlaceholder')}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Button type="submit" size="md" fullWidth loading={create.isPending || setSpace.isPending}>
          {t('create.submit')}
        </Button>
      </Stack>
    </form>
  );
}
