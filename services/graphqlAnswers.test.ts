import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { conversationPageSchema } from './contracts/conversations';
import type { Publication, PublishState } from './contracts/publish';
import type { AiConnection, Bot, BotTemplate, BotVersion, TemplateModule } from './contracts/assistants';
import type { Company, CompanyCreated, CompanyDetails, Invitation, Member, Success } from './contracts/companies';
import type { TrainingStatus } from './contracts/aiData';
import type { DesignerRoleAssignment, DesignerVersionSummary } from './contracts/designer';
import type { ProfileUser } from './contracts/profile';
import type {
  AiConnectionFieldsFragment,
  AssistantsBotsQuery,
  AssistantTemplateModulesQuery,
  AssistantTemplatesQuery,
  AssistantVersionsQuery,
  BotFieldsFragment,
  BotVersionFieldsFragment,
  CompaniesQuery,
  CompanyDetailsFieldsFragment,
  CompanyFieldsFragment,
  CompanyMembersQuery,
  CompanyQuery,
  ConversationAnalysisWithPaginationQuery,
  CreateAiConnectionMutation,
  CreateCompanyMutation,
  DeleteCompanyMutation,
  DesignerRoleFieldsFragment,
  DesignerVersionsQuery,
  InvitationFieldsFragment,
  MemberFieldsFragment,
  PublicationFieldsFragment,
  PublishStateFieldsFragment,
  PublishStateQuery,
  PublishVersionMutation,
  SuccessFieldsFragment,
  TrainingStatusFieldsFragment,
  UpdateProfileMutation,
} from './generated/graphql';

/**
 * The contracts that check GraphQL answers (zod) and the answers' types generated from the
 * schema (services/generated) agree; the type check (part of `npm test`) enforces it.
 */
describe('contracts of GraphQL answers', () => {
  it('a conversation page is exactly what conversationAnalysisWithPagination answers', () => {
    expectTypeOf<z.infer<typeof conversationPageSchema>>().toEqualTypeOf<ConversationAnalysisWithPaginationQuery['conversationAnalysisWithPagination']>();
  });

  it('a publish state the contract accepts has the answer’s fields, each one a value the schema allows', () => {
    type Answer = PublishStateQuery['publishState'];
    expectTypeOf<PublishVersionMutation['publishVersion']>().toEqualTypeOf<Answer>();
    expectTypeOf<PublishState>().toExtend<Answer>();
    expectTypeOf<keyof PublishState>().toEqualTypeOf<keyof Answer>();
    expectTypeOf<keyof Publication>().toEqualTypeOf<keyof NonNullable<Answer['live']>>();
  });
});

/**
 * The console's screens read these answers through the contracts' plain types (services/contracts,
 * which the ui may import); each must be exactly what the schema's generated answer type says.
 */
describe('contract types of GraphQL answers the screens read', () => {
  it('companies, members and invitations', () => {
    expectTypeOf<Company>().toEqualTypeOf<CompaniesQuery['companies'][number]>();
    // An intersection and the object it equals: each must fit the other.
    expectTypeOf<CompanyDetails>().toExtend<CompanyQuery['company']>();
    expectTypeOf<CompanyQuery['company']>().toExtend<CompanyDetails>();
    expectTypeOf<Member>().toEqualTypeOf<CompanyMembersQuery['members'][number]>();
    expectTypeOf<Invitation>().toEqualTypeOf<CompanyMembersQuery['invitations'][number]>();
    expectTypeOf<CompanyCreated>().toEqualTypeOf<CreateCompanyMutation['createCompany']>();
    expectTypeOf<Success>().toEqualTypeOf<DeleteCompanyMutation['deleteCompany']>();
  });

  it('assistants, versions, templates and AI connections', () => {
    expectTypeOf<Bot>().toEqualTypeOf<AssistantsBotsQuery['bots'][number]>();
    expectTypeOf<BotVersion>().toEqualTypeOf<AssistantVersionsQuery['versions'][number]>();
    expectTypeOf<BotTemplate>().toEqualTypeOf<AssistantTemplatesQuery['botTemplates'][number]>();
    expectTypeOf<TemplateModule>().toEqualTypeOf<AssistantTemplateModulesQuery['botTemplates'][number]['modules'][number]>();
    expectTypeOf<AiConnection>().toEqualTypeOf<CreateAiConnectionMutation['createAiConnection']>();
  });

  it('the profile and the designer versions', () => {
    expectTypeOf<ProfileUser>().toEqualTypeOf<UpdateProfileMutation['updateProfile']>();
    expectTypeOf<DesignerVersionSummary>().toEqualTypeOf<DesignerVersionsQuery['versions'][number]>();
  });
});

/** The named selections (fragments) several documents share: each is the contract the screens read. */
describe('fragments of GraphQL answers', () => {
  it('assistants, versions and AI connections', () => {
    expectTypeOf<Bot>().toEqualTypeOf<BotFieldsFragment>();
    expectTypeOf<BotVersion>().toEqualTypeOf<BotVersionFieldsFragment>();
    expectTypeOf<DesignerVersionSummary>().toEqualTypeOf<BotVersionFieldsFragment>();
    expectTypeOf<AiConnection>().toEqualTypeOf<AiConnectionFieldsFragment>();
    expectTypeOf<TrainingStatus>().toEqualTypeOf<TrainingStatusFieldsFragment>();
  });

  it('companies, members, invitations and the answer of a change', () => {
    expectTypeOf<Company>().toEqualTypeOf<CompanyFieldsFragment>();
    expectTypeOf<CompanyDetails>().toExtend<CompanyDetailsFieldsFragment>();
    expectTypeOf<CompanyDetailsFieldsFragment>().toExtend<CompanyDetails>();
    expectTypeOf<Member>().toEqualTypeOf<MemberFieldsFragment>();
    expectTypeOf<Invitation>().toEqualTypeOf<InvitationFieldsFragment>();
    expectTypeOf<Success>().toEqualTypeOf<SuccessFieldsFragment>();
  });

  it('publications and designer roles: the contract narrows the schema’s strings', () => {
    expectTypeOf<PublishState>().toExtend<PublishStateFieldsFragment>();
    expectTypeOf<keyof Publication>().toEqualTypeOf<keyof PublicationFieldsFragment>();
    expectTypeOf<Publication>().toExtend<PublicationFieldsFragment>();
    expectTypeOf<DesignerRoleAssignment>().toExtend<DesignerRoleFieldsFragment>();
    expectTypeOf<keyof DesignerRoleAssignment>().toEqualTypeOf<keyof DesignerRoleFieldsFragment>();
  });
});
