/** /admin/home: the home page's hero slides (with their dates), creator carousel and featured edits, in order. */
import type { ContentKind, StaffHeroSlide } from '@shop/shared';
import { imageVariantUrl } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState, QueryStates } from '../ui/query-states';
import { useStaffContent, type StaffContent } from './api';
import { ContentList } from './content-list';
import { EditForm } from './edit-form';
import { SlideForm } from './slide-form';
import { VideoForm } from './video-form';

type Editing = { [K in ContentKind]: { kind: K; item?: StaffContent[K] } }[ContentKind] | null;

/** The words of each kind's section, and what one item is called in its form's title. */
const SECTIONS: Record<ContentKind, { title: string; description: string; addLabel: string; loadingLabel: string; empty: string; noun: string }> = {
  slides: {
    title: 'Hero slides',
    description: 'The large pictures at the top, in this order.',
    addLabel: '+ New slide',
    loadingLabel: 'Loading slides…',
    empty: 'No slides: the home page starts with the sale.',
    noun: 'slide',
  },
  edits: {
    title: 'Featured edits',
    description: 'Named sets of pieces or saved filters, shown after the sale.',
    addLabel: '+ New edit',
    loadingLabel: 'Loading edits…',
    empty: 'No featured edits yet',
    noun: 'featured edit',
  },
  videos: {
    title: 'Videos and guides',
    description: 'The carousel near the end of the home page.',
    addLabel: '+ New entry',
    loadingLabel: 'Loading the carousel…',
    empty: 'The carousel is empty',
    noun: 'carousel entry',
  },
};

const STATE: Record<StaffHeroSlide['state'], { tone: 'green' | 'blue' | 'gray'; label: string }> = {
  live: { tone: 'green', label: 'Live' },
  scheduled: { tone: 'blue', label: 'Scheduled' },
  ended: { tone: 'gray', label: 'Ended' },
};

/** One kind of content: its heading with the add button, then its list (loading, failed and empty states included). */
function ContentSection<K extends ContentKind>({
  kind,
  label,
  onEdit,
  children,
}: {
  kind: K;
  label: (item: StaffContent[K]) => string;
  /** Opens the form: for `item`, or for a new one. */
  onEdit: (item?: StaffContent[K]) => void;
  /** A row's summary. */
  children: (item: StaffContent[K]) => ReactNode;
}) {
  const query = useStaffContent(kind);
  const { title, description, addLabel, loadingLabel, empty } = SECTIONS[kind];
  return (
    <section className="mt-8" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-serif text-2xl">{title}</h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <button type="button" className="btn-primary px-4 py-2" onClick={() => onEdit()}>
          {addLabel}
        </button>
      </div>
      <QueryStates query={query} loadingLabel={loadingLabel} isEmpty={(d) => d.length === 0} empty={<EmptyState title={empty} />}>
        {(data) => <ContentList kind={kind} items={data} label={label} onEdit={onEdit} render={children} />}
      </QueryStates>
    </section>
  );
}

/** A hidden item says so after its title. */
function Hidden({ visible }: { visible: boolean }) {
  return visible ? null : <Badge tone="gray">Hidden</Badge>;
}

export function HomeContentScreen() {
  useDocumentTitle('Home page');
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  return (
    <>
      <PageHeader title="Home page" description="What the shop's home page shows. Changes appear at once; slides show between their dates." />
      <ContentSection kind="slides" label={(s) => s.heading} onEdit={(item) => setEditing({ kind: 'slides', item })}>
        {(s) => (
          <div className="flex items-center gap-3">
            <img src={s.image} alt="" width={96} height={54} loading="lazy" className="h-[54px] w-24 shrink-0 border border-line object-cover" />
            <div className="min-w-0">
              <p className="truncate font-medium">{s.heading}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
                <Badge tone={STATE[s.state].tone}>{STATE[s.state].label}</Badge>
                {s.starts_at ? <span>from {dateTime(s.starts_at)}</span> : null}
                {s.ends_at ? <span>until {dateTime(s.ends_at)}</span> : null}
                <span className="truncate">→ {s.link_url}</span>
              </p>
            </div>
          </div>
        )}
      </ContentSection>

      <ContentSection kind="edits" label={(e) => e.title} onEdit={(item) => setEditing({ kind: 'edits', item })}>
        {(e) => (
          <div className="min-w-0">
            <p className="truncate font-medium">
              {e.title} <Hidden visible={e.visible} />
            </p>
            <p className="truncate text-xs text-muted">
              {e.kind === 'pieces' ? `${e.product_ids.length} chosen piece${e.product_ids.length === 1 ? '' : 's'}` : `Filter: ${new URLSearchParams(e.filter).toString()}`}
            </p>
          </div>
        )}
      </ContentSection>

      <ContentSection kind="videos" label={(v) => v.title} onEdit={(item) => setEditing({ kind: 'videos', item })}>
        {(v) => (
          <div className="flex items-center gap-3">
            <img src={imageVariantUrl(v.image, 'thumb')} alt="" width={40} height={50} loading="lazy" className="h-[50px] w-10 shrink-0 border border-line object-cover" />
            <div className="min-w-0">
              <p className="truncate font-medium">
                {v.title} <Hidden visible={v.visible} />
              </p>
              <p className="truncate text-xs text-muted">
                {v.credit} · {v.video_url}
              </p>
            </div>
          </div>
        )}
      </ContentSection>

      <Dialog open={editing !== null} onOpenChange={(o) => !o && close()} title={editing ? `${editing.item ? 'Edit' : 'New'} ${SECTIONS[editing.kind].noun}` : ''} width="max-w-2xl">
        {editing?.kind === 'slides' ? <SlideForm key={editing.item?._id ?? 'new'} slide={editing.item} onDone={close} /> : null}
        {editing?.kind === 'videos' ? <VideoForm key={editing.item?._id ?? 'new'} video={editing.item} onDone={close} /> : null}
        {editing?.kind === 'edits' ? <EditForm key={editing.item?._id ?? 'new'} edit={editing.item} onDone={close} /> : null}
      </Dialog>
    </>
  );
}
