/** /admin/home: the home page's hero slides (with their dates), creator carousel and featured edits, in order. */
import type { StaffCreatorVideo, StaffFeaturedEdit, StaffHeroSlide } from '@shop/shared';
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

function Section({ title, description, onAdd, addLabel, children }: { title: string; description: string; onAdd: () => void; addLabel: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="font-serif text-2xl">{title}</h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
        <button type="button" className="btn-primary px-4 py-2" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {children}
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
      <Section title="Hero slides" description="The large pictures at the top, in this order." onAdd={() => setEditing({ kind: 'slides' })} addLabel="+ New slide">
        <QueryStates query={slides} loadingLabel="Loading slides…" isEmpty={(d) => d.length === 0} empty={<EmptyState title="No slides: the home page starts with the sale." />}>
          {(data) => (
            <ContentList
              kind="slides"
              items={data}
              label={(s) => s.heading}
              onEdit={(item) => setEditing({ kind: 'slides', item })}
              render={(s) => (
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
            />
          )}
        </QueryStates>
      </Section>

      <Section title="Featured edits" description="Named sets of pieces or saved filters, shown after the sale." onAdd={() => setEditing({ kind: 'edits' })} addLabel="+ New edit">
        <QueryStates query={edits} loadingLabel="Loading edits…" isEmpty={(d) => d.length === 0} empty={<EmptyState title="No featured edits yet" />}>
          {(data) => (
            <ContentList
              kind="edits"
              items={data}
              label={(e) => e.title}
              onEdit={(item) => setEditing({ kind: 'edits', item })}
              render={(e) => (
                <div className="min-w-0">
                  <p className="truncate font-medium">
                    {e.title} {e.visible ? null : <Badge tone="gray">Hidden</Badge>}
                  </p>
                  <p className="truncate text-xs text-muted">
                    {e.kind === 'pieces' ? `${e.product_ids.length} chosen piece${e.product_ids.length === 1 ? '' : 's'}` : `Filter: ${new URLSearchParams(e.filter).toString()}`}
                  </p>
                </div>
              )}
            />
          )}
        </QueryStates>
      </Section>

      <Section title="Videos and guides" description="The carousel near the end of the home page." onAdd={() => setEditing({ kind: 'videos' })} addLabel="+ New entry">
        <QueryStates query={videos} loadingLabel="Loading the carousel…" isEmpty={(d) => d.length === 0} empty={<EmptyState title="The carousel is empty" />}>
          {(data) => (
            <ContentList
              kind="videos"
              items={data}
              label={(v) => v.title}
              onEdit={(item) => setEditing({ kind: 'videos', item })}
              render={(v) => (
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
            />
          )}
        </QueryStates>
      </Section>

      <Dialog open={editing !== null} onOpenChange={(o) => !o && close()} title={`${editing?.item ? 'Edit' : 'New'} ${noun}`} width="max-w-2xl">
        {editing?.kind === 'slides' ? <SlideForm key={editing.item?._id ?? 'new'} slide={editing.item} onDone={close} /> : null}
        {editing?.kind === 'videos' ? <VideoForm key={editing.item?._id ?? 'new'} video={editing.item} onDone={close} /> : null}
        {editing?.kind === 'edits' ? <EditForm key={editing.item?._id ?? 'new'} edit={editing.item} onDone={close} /> : null}
      </Dialog>
    </>
  );
}
