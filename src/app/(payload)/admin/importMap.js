import { MoveToTopCell as MoveToTopCell_5101e48b37c6fcdb050d94ee70ad7f6d } from '../../../../src/components/admin/MoveToTopCell.tsx'
import { MoneyCell as MoneyCell_76c192f3e80ea071b464fe4e54429450 } from '../../../../src/components/admin/MoneyCell.tsx'
import { MoneyInput as MoneyInput_de4703b7f1649f3963a83cf211ba0722 } from '../../../../src/components/admin/MoneyInput.tsx'
import { MoneyDiff as MoneyDiff_e7792db6a855f168efe42f66add65164 } from '../../../../src/components/admin/MoneyDiff.tsx'
import { YesNoCell as YesNoCell_f638d314cc399ce02a60480616a9059e } from '../../../../src/components/admin/YesNoCell.tsx'
import { SyncStripePricesButton as SyncStripePricesButton_b6965a6d5527dbfd2be70735c3d79f9d } from '../../../../src/components/admin/SyncStripePricesButton.tsx'
import { VersionsWithAuthors as VersionsWithAuthors_86f1d22e20126e3d95921020a84007d1 } from '../../../../src/components/admin/VersionsWithAuthors.tsx'
import { PromoStatusCell as PromoStatusCell_abbcfefcb610f65e487cb26d2ecfe2b2 } from '../../../../src/components/admin/PromoStatusCell.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FileSizeCell as FileSizeCell_a41b295c14dba8dd75c03c3dc538ea35 } from '../../../../src/components/admin/FileSizeCell.tsx'
import { FailedSchedulesPanel as FailedSchedulesPanel_c81dc61073a828fe910db0657ebf2569 } from '../../../../src/components/admin/FailedSchedulesPanel.tsx'
import { SampleValuesPanel as SampleValuesPanel_6ed6f450046c7e5f2d4fe00d48e3bfeb } from '../../../../src/components/admin/SampleValuesPanel.tsx'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/components/admin/MoveToTopCell.tsx#MoveToTopCell": MoveToTopCell_5101e48b37c6fcdb050d94ee70ad7f6d,
  "/src/components/admin/MoneyCell.tsx#MoneyCell": MoneyCell_76c192f3e80ea071b464fe4e54429450,
  "/src/components/admin/MoneyInput.tsx#MoneyInput": MoneyInput_de4703b7f1649f3963a83cf211ba0722,
  "/src/components/admin/MoneyDiff.tsx#MoneyDiff": MoneyDiff_e7792db6a855f168efe42f66add65164,
  "/src/components/admin/YesNoCell.tsx#YesNoCell": YesNoCell_f638d314cc399ce02a60480616a9059e,
  "/src/components/admin/SyncStripePricesButton.tsx#SyncStripePricesButton": SyncStripePricesButton_b6965a6d5527dbfd2be70735c3d79f9d,
  "/src/components/admin/VersionsWithAuthors.tsx#VersionsWithAuthors": VersionsWithAuthors_86f1d22e20126e3d95921020a84007d1,
  "/src/components/admin/PromoStatusCell.tsx#PromoStatusCell": PromoStatusCell_abbcfefcb610f65e487cb26d2ecfe2b2,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/FileSizeCell.tsx#FileSizeCell": FileSizeCell_a41b295c14dba8dd75c03c3dc538ea35,
  "/src/components/admin/FailedSchedulesPanel.tsx#FailedSchedulesPanel": FailedSchedulesPanel_c81dc61073a828fe910db0657ebf2569,
  "/src/components/admin/SampleValuesPanel.tsx#SampleValuesPanel": SampleValuesPanel_6ed6f450046c7e5f2d4fe00d48e3bfeb,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
