import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useLingui } from '@lingui/react/macro';
import {
  COMMUNITY_PLATFORMS,
  COMMUNITY_TOPICS,
  CommunityGroupInput,
  type StaffCommunityGroup,
} from '@dokkho/contract/community-groups';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { COMMUNITY_PLATFORM_LABELS, COMMUNITY_TOPIC_LABELS } from '../../../shared/labels/events';
import { labelOptions } from '../../../shared/labels/resolve';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useSaveCommunityGroup } from '../api/community-groups';

type Values = z.output<typeof CommunityGroupInput>;
const FIELDS = [
  'platform',
  'topic',
  'name_en',
  'name_bn',
  'description_en',
  'description_bn',
  'invite_url',
  'sort_order',
] as const;

function valuesOf(group: StaffCommunityGroup | null): z.input<typeof CommunityGroupInput> {
  return {
    platform: group?.platform ?? 'whatsapp',
    topic: group?.topic ?? 'web_development',
    name_en: group?.name_en ?? '',
    name_bn: group?.name_bn ?? '',
    description_en: group?.description_en ?? '',
    description_bn: group?.description_bn ?? '',
    invite_url: group?.invite_url ?? '',
    sort_order: group?.sort_order ?? 0,
    active: group?.active ?? true,
  };
}

/** Adding a community group, or editing one (`group`): platform, topic, both names, the invite link. */
export function CommunityGroupDialog({
  group,
  open,
  onOpenChange,
  onSaved,
}: {
  group: StaffCommunityGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (group: StaffCommunityGroup) => void;
}) {
  const { t, i18n } = useLingui();
  const save = useSaveCommunityGroup(group?.id ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof CommunityGroupInput>, unknown, Values>({
    resolver: zodResolver(CommunityGroupInput),
    values: valuesOf(group),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset();
      onSaved(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title={group ? t`Edit group` : t`Add a community group`}
      description={<p>{t`Active groups appear on the Join the community page, by topic and order.`}</p>}
      pending={save.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => {
        setFormError(null);
        reset();
      }}
      cancelLabel={t`Cancel`}
      submitLabel={group ? t`Save changes` : t`Add group`}
      pendingLabel={t`Saving…`}
    >
      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormSelect
            label={t`Platform`}
            options={labelOptions(COMMUNITY_PLATFORMS, COMMUNITY_PLATFORM_LABELS, i18n)}
            error={errors.platform?.message}
            {...register('platform')}
          />
          <FormSelect
            label={t`Topic`}
            options={labelOptions(COMMUNITY_TOPICS, COMMUNITY_TOPIC_LABELS, i18n)}
            error={errors.topic?.message}
            {...register('topic')}
          />
        </div>
        <FormField
          label={t`Name in English`}
          lang="en"
          error={errors.name_en?.message}
          {...register('name_en')}
        />
        <FormField
          label={t`Name in Bangla`}
          lang="bn"
          error={errors.name_bn?.message}
          {...register('name_bn')}
        />
        <FormTextarea
          label={t`Description in English`}
          optional
          lang="en"
          rows={2}
          error={errors.description_en?.message}
          {...register('description_en')}
        />
        <FormTextarea
          label={t`Description in Bangla`}
          optional
          lang="bn"
          rows={2}
          error={errors.description_bn?.message}
          {...register('description_bn')}
        />
        <FormField
          type="url"
          label={t`Invite link`}
          help={t`e.g. https://chat.whatsapp.com/…, https://www.facebook.com/groups/… or https://t.me/…`}
          autoComplete="off"
          error={errors.invite_url?.message}
          {...register('invite_url')}
        />
        <FormField
          type="number"
          inputMode="numeric"
          label={t`Order within the topic`}
          help={t`Smaller numbers come first.`}
          error={errors.sort_order?.message}
          {...register('sort_order', { valueAsNumber: true })}
        />
      </div>
    </ConfirmDialog>
  );
}
