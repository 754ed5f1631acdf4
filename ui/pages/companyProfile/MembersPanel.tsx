import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSelector } from '@xstate/react';
import { useInspectedActorRef as useActorRef } from '../../inspector/inspection';
import { Button as AriaButton, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { USER_TYPES, type UserType } from '../../../machines/companies/companies';
import { commonTexts } from '../../../machines/shared/text';
import type { Member } from '../../../services/contracts/companies';
import { readDesignerRole, type DesignerRole } from '../../../services/contracts/designer';
import { useConsoleActors } from '../../app/ConsoleActorsContext';
import { useConsoleConfig } from '../../app/ConsoleConfigContext';
import { Button } from '../../kit/Button';
import { LoadError } from '../../kit/LoadError';
import { useResource } from '../../kit/useResource';
import { SelectField } from '../../kit/SelectField';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { TextField } from '../../kit/TextField';
import { useText } from '../../kit/useText';
import { provideInvitation, provideMemberActions } from './companyProfileLogic';
import { Banner } from '../../kit/Banner';
import { useLatest } from '../../kit/useLatest';

function TypeSelect({ label, value, onChange, isDisabled }: { label: string; value: string; onChange: (v: UserType) => void; isDisabled?: boolean }) {
  const { t } = useTranslation('companies');
  return (
    <Select
      className="select-field select-inline"
      selectedKey={value}
      isDisabled={isDisabled}
      onSelectionChange={(key) => (key === 'ADMIN' || key === 'USER' ? onChange(key) : undefined)}
    >
      <Label className="visually-hidden">{label}</Label>
      <AriaButton className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      <Popover className="popover">
        <ListBox className="listbox">
          {USER_TYPES.map((type) => (
            <ListBoxItem key={type} id={type} className="listbox-item">
              {t(`members.types.${type}`)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

const DESIGNER_ROLE_OPTIONS: readonly DesignerRole[] = ['VIEWER', 'DESIGNER'];

/**
 * MEMBERS tab (admins): members with their type, pending invitations, the invite form. With the
 * user-role setting on, each non-ADMIN member also has a designer role (spec 03 section 6:
 * VIEWER or DESIGNER; ADMINs' full access is implied and not shown).
 */
export function MembersPanel({ companyId, roleSettingOn: givenRoleSetting }: { companyId: string; roleSettingOn?: boolean }) {
  const { t } = useTranslation('companies');
  const text = useText(['companies', 'common']);
  const client = useApolloClient();
  const { companies } = useConsoleActors();
  const config = useConsoleConfig();
  const roleSettingOn = givenRoleSetting ?? config.userRoleSetting;
  const members = useResource({ companyId }, (q, signal) => companies.fetchMembers(q, signal, client), { failureKey: commonTexts.other });
  const roles = useResource(roleSettingOn ? { companyId } : null, (q, signal) => companies.fetchDesignerRoles(q, { signal, client }), {
    failureKey: commonTexts.other,
  });
  const data = members.data;
  // After a change the lists are read again; the old ones stay on screen meanwhile, a failure shows with Try again.
  const lists = useLatest({ members, roles });
  const refetchMembers = () => {
    lists.current.members.refresh();
    lists.current.roles.refresh();
  };
  const designerRoleOf = (userId: string) => readDesignerRole(roles.data?.find((row) => row.userId === userId)?.designerRole);
  const roleOptions = DESIGNER_ROLE_OPTIONS.map((role) => ({ id: role, label: t(`members.designerRoles.${role}`) }));
  const [logic] = useState(() => ({
    invite: provideInvitation(companies, client, refetchMembers),
    actions: provideMemberActions(companies, client, companyId, refetchMembers),
  }));
  const invite = useActorRef(logic.invite, { input: { companyId } });
  const actions = useActorRef(logic.actions, { input: { values: {}, successKey: 'companies.members.saved' } });
  const inviteState = useSelector(invite, (s) => s.context);
  const inviting = useSelector(invite, (s) => s.matches('inviting'));
  const actionError = useSelector(actions, (s) => s.context.error);
  const busy = useSelector(actions, (s) => s.matches('submitting'));
  const [removing, setRemoving] = useState<Member | null>(null);

  const run = (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) actions.send({ type: 'CHANGED', field, value });
    actions.send({ type: 'SUBMIT' });
  };
  const handleInvite = (event: FormEvent) => {
    event.preventDefault();
    invite.send({ type: 'SUBMIT' });
  };

  return (
    <div className="members">
      <Banner kind="error" message={actionError ? text(actionError) : null} />
      <section aria-labelledby="members-title">
        <h2 id="members-title">{t('members.title')}</h2>
        {members.status === 'failed' ? <LoadError message={text(members.error)} retryLabel={t('retry')} onRetry={members.reload} /> : null}
        {roles.status === 'failed' ? <LoadError message={text(roles.error)} retryLabel={t('retry')} onRetry={roles.reload} /> : null}
        <ul className="member-list">
          {(data?.members ?? []).map((member) => {
            const fullName = `${member.name} ${member.surname}`.trim();
            return (
              <li key={member.userId} className="member-row">
                <div className="member-who">
                  <strong>{fullName}</strong>
                  <span className="muted">{member.email}</span>
                </div>
                <TypeSelect
                  label={t('members.typeOf', { name: fullName })}
                  value={member.userType}
                  isDisabled={busy}
                  onChange={(userType) => run({ action: 'changeType', userId: member.userId, userType })}
                />
                {roleSettingOn && member.userType !== 'ADMIN' ? (
                  <SelectField
                    className="member-designer-role"
                    label={t('members.designerRoleOf', { name: fullName })}
                    options={roleOptions}
                    value={roles.data ? designerRoleOf(member.userId) : null}
                    isDisabled={busy || !roles.data}
                    onChange={(designerRole) => run({ action: 'designerRole', userId: member.userId, designerRole })}
                  />
                ) : null}
                <Button
                  variant="link"
                  className="company-danger-link"
                  isDisabled={busy}
                  onPress={() => setRemoving(member)}
                  aria-label={t('members.removeNamed', { name: fullName })}
                >
                  {t('members.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="invitations-title">
        <h2 id="invitations-title">{t('invitations.title')}</h2>
        {data && data.invitations.length === 0 ? <p className="muted">{t('invitations.none')}</p> : null}
        <ul className="member-list">
          {(data?.invitations ?? []).map((invitation) => (
            <li key={invitation.id} className="member-row">
              <div className="member-who">
                <strong dir="ltr">{invitation.email}</strong>
                <span className="muted">{t(`members.types.${invitation.userType === 'ADMIN' ? 'ADMIN' : 'USER'}`)}</span>
              </div>
              <Button
                variant="link"
                isDisabled={busy}
                onPress={() => run({ action: 'revoke', invitationId: invitation.id })}
                aria-label={t('invitations.revokeNamed', { email: invitation.email })}
              >
                {t('invitations.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="invite-title">
        <h2 id="invite-title">{t('invite.title')}</h2>
        <Banner kind="error" message={inviteState.error ? text(inviteState.error) : null} />
        <Banner kind="info" message={inviteState.sent ? text(inviteState.sent) : null} />
        <form className="invite-form" onSubmit={handleInvite} noValidate>
          <TextField
            label={t('invite.email')}
            type="email"
            name="inviteEmail"
            value={inviteState.email}
            isDisabled={inviting}
            errorMessage={inviteState.emailError ? text(inviteState.emailError) : null}
            onChange={(value) => invite.send({ type: 'EMAIL_CHANGED', value })}
          />
          <TypeSelect label={t('invite.type')} value={inviteState.userType} isDisabled={inviting} onChange={(value) => invite.send({ type: 'USER_TYPE_CHANGED', value })} />
          <Button type="submit" isDisabled={inviteState.email.trim() === ''} isPending={inviting}>
            {t('invite.submit')}
          </Button>
        </form>
      </section>

      <ConfirmDialog
        isOpen={removing !== null}
        title={t('members.removeTitle')}
        text={t('members.removeQuestion', { name: removing ? `${removing.name} ${removing.surname}`.trim() : '' })}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) run({ action: 'remove', userId: removing.userId });
          setRemoving(null);
        }}
      />
    </div>
  );
}
