/** /admin/home: the home page's hero slides (with their dates), creator carousel and featured edits, in order. */
import type { ContentKind, StaffCreatorVideo, StaffFeaturedEdit, StaffHeroSlide } from '@shop/shared';
import { imageVariantUrl } from '@shop/shared';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Dialog } from '@/components/ui/dialog';
import { useDocumentTitle } from '@/lib/use-document-title';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState, QueryStates } from '../ui/query-states';
import { useStaffEdits, useStaffSlides, useStaffVideos } from './api';
import { ContentList } from './content-list';
import { EditForm } from './edit-form';
import { SlideForm } from './slide-form';
import { VideoForm } from './video-form';

type Editing = { kind: 'slides'; item?: StaffHeroSlide } | { kind: 'videos'; item?: StaffCreatorVideo } | { kind: 'edits'; item?: StaffFeaturedEdit } | null;

const STATE: Record<StaffHeroSlide['state'], { tone: 'green' | 'blue' | 'gray'; label: string }> = {
  live: { tone: 'green', label: 'Live' },
  scheduled: { tone: 'blue', label: 'Scheduled' },
  ended: { tone: 'gray', label: 'Ended' },
};

/** One kind of content: its heading with the add button, then its list (loading, failed and empty states included). */
function ContentSection<T extends { _id: string }>({
  kind,
  title,
  description,
  addLabel,
  query,
  loadingLabel,
  empty,
  label,
  onEdit,
  children,
}: {
  kind: ContentKind;
  title: string;
  description: string;
  addLabel: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data: T[] | undefined; refetch: () => unknown };
  loadingLabel: string;
  empty: string;
  label: (item: T) => string;
  /** Opens the form: for `item`, or for a new one. */
  onEdit: (item?: T) => void;
  /** A row's summary. */
  children: (item: T) => ReactNode;
}) {
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

export function HomeContentScreen() {
  useDocumentTitle('Home page');
  const slides = useStaffSlides();
  const videos = useStaffVideos();
  const edits = useStaffEdits();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  const noun = editing?.kind === 'slides' ? 'slide' : editing?.kind === 'videos' ? 'carousel entry' : 'featured edit';

  return (
    <>
      <PageHeader title="Home page" description="What the shop's home page shows. Changes appear at once; slides show between their dates." />
      <ContentSection
        kind="slides"
        title="Hero slides"
        description="The large pictures at the top, in this order."
        addLabel="+ New slide"
        query={slides}
        loadingLabel="Loading slides…"
        empty="No slides: the home page starts with the sale."
        label={(s) => s.heading}
        onEdit={(item) => setEditing({ kind: 'slides', item })}
      >
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

      <ContentSection
        kind="edits"
        title="Featured edits"
        description="Named sets of pieces or saved filters, shown after the sale."
        addLabel="+ New edit"
        query={edits}
        loadingLabel="Loading edits…"
        empty="No featured edits yet"
        label={(e) => e.title}
        onEdit={(item) => setEditing({ kind: 'edits', item })}
      >
        {(e) => (
          <div className="min-w-0">
            <p className="truncate font-medium">
              {e.title} {e.visible ? null : <Badge tone="gray">Hidden</Badge>}
            </p>
            <p className="truncate text-xs text-muted">
              {e.kind === 'pieces' ? `${e.product_ids.length} chosen piece${e.product_ids.length === 1 ? '' : 's'}` : `Filter: ${new URLSearchParams(e.filter).toString()}`}
            </p>
          </div>
        )}
      </ContentSection>

      <ContentSection
        kind="videos"
        title="Videos and guides"
        description="The carousel near the end of the home page."
        addLabel="+ New entry"
        query={videos}
        loadingLabel="Loading the carousel…"
        empty="The carousel is empty"
        label={(v) => v.title}
        onEdit={(item) => setEditing({ kind: 'videos', item })}
      >
        {(v) => (
          <div className="flex items-center gap-3">
            <img src={imageVariantUrl(v.image, 'thumb')} alt="" width={40} height={50} loading="lazy" className="h-[50px] w-10 shrink-0 border border-line object-cover" />
            <div className="min-w-0">
              <p className="truncate font-medium">
                {v.title} {v.visible ? null : <Badge tone="gray">Hidden</Badge>}
              </p>
              <p className="truncate text-xs text-muted">
                {v.credit} · {v.video_url}
              </p>
            </div>
          </div>
        )}
      </ContentSection>

      <Dialog open={editing !== null} onOpenChange={(o) => !o && close()} title={`${editing?.item ? 'Edit' : 'New'} ${noun}`} width="max-w-2xl">
        {editing?.kind === 'slides' ? <SlideForm key={editing.item?._id ?? 'new'} slide={editing.item} onDone={close} /> : null}
        {editing?.kind === 'videos' ? <VideoForm key={editing.item?._id ?? 'new'} video={editing.item} onDone={close} /> : null}
        {editing?.kind === 'edits' ? <EditForm key={editing.item?._id ?? 'new'} edit={editing.item} onDone={close} /> : null}
      </Dialog>
    </>
  );
}
