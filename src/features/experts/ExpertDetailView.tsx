import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { topicLink } from '../../../domain/experts';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { QueryView } from '../../components/QueryView';
import type { ExpertDetail } from '../../schemas/experts';
import type { TrainingVideo } from '../../schemas/training';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { msg } from '../../text/messages';
import { expertsMsg } from '../../text/experts';

const t = expertsMsg;

export type ExpertDetailTab = 'intro' | 'courses';

export interface ExpertDetailViewProps {
  /** The expert; `null` when the server says there is none. */
  query: UseQueryResult<ExpertDetail | null>;
  tab: ExpertDetailTab;
  onTab: (tab: ExpertDetailTab) => void;
  /** A recommended course was clicked (the enrolment machine decides what happens). */
  onCourse: (video: TrainingVideo) => void;
  /** The enrolment's dialogs, wired by the page. */
  children?: ReactNode;
}

/** /specialist/{expertId} (001 §2): the expert, then 专家介绍 and 推荐课程. */
export function ExpertDetailView({ query, tab, onTab, onCourse, children }: ExpertDetailViewProps) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <QueryView
        query={query}
        loading={<DetailSkeleton />}
        isEmpty={(d) => d === null}
        emptyText={t.notFound}
        errorTitle={t.detailFailed}
      >
        {(expert) => (
          <Detail expert={expert!} tab={tab} onTab={onTab} onCourse={onCourse}>
            {children}
          </Detail>
        )}
      </QueryView>
      {query.isSuccess && query.data === null ? <NotFound /> : null}
    </Container>
  );
}

/** The way back under 专家不存在. */
function NotFound() {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button component={RouterLink} to="/specialist" variant="contained">
        {t.backToList}
      </Button>
    </Box>
  );
}

function Detail({
  expert: e,
  tab,
  onTab,
  onCourse,
  children,
}: {
  expert: ExpertDetail;
  tab: ExpertDetailTab;
  onTab: (tab: ExpertDetailTab) => void;
  onCourse: (video: TrainingVideo) => void;
  children?: ReactNode;
}) {
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 }, mb: 3, display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'center' }}
      >
        <Avatar
          src={e.avatarUrl || undefined}
          alt=""
          sx={{
            width: { xs: 72, md: 112 },
            height: { xs: 72, md: 112 },
            fontSize: 36,
            bgcolor: 'primary.main',
          }}
        >
          {[...e.name][0]}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ mb: 0.5 }}>
            {e.name}
          </Typography>
          <Typography color="text.secondary">{e.title}</Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[e.hospital, e.groupName].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Paper>
      <Tabs
        value={tab}
        onChange={(_, v: ExpertDetailTab) => onTab(v)}
        aria-label={t.detailTabs}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="intro" label={t.tabIntro} id="expert-tab-intro" aria-controls="expert-panel-intro" />
        <Tab
          value="courses"
          label={t.tabCourses}
          id="expert-tab-courses"
          aria-controls="expert-panel-courses"
        />
      </Tabs>
      <Box role="tabpanel" id={`expert-panel-${tab}`} aria-labelledby={`expert-tab-${tab}`}>
        {tab === 'intro' ? <Intro expert={e} /> : <Courses courses={e.courseList} onCourse={onCourse} />}
      </Box>
      {children}
    </>
  );
}

/** Plain text from the server (line breaks kept): never HTML. */
function Section({ title, text }: { title: string; text: string }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography
        variant="h2"
        sx={{ fontSize: 18, mb: 1, pl: 1, borderLeft: 4, borderColor: 'primary.main' }}
      >
        {title}
      </Typography>
      <Typography
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          color: text ? 'text.primary' : 'text.secondary',
        }}
      >
        {text || t.none}
      </Typography>
    </Box>
  );
}

function Intro({ expert: e }: { expert: ExpertDetail }) {
  const topic = topicLink(e);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Section title={t.duties} text={e.duties} />
      <Section title={t.takeOffice} text={e.takeOffice} />
      <Section title={t.honor} text={e.honor} />
      <Section title={t.skillIn} text={e.skillIn} />
      {topic ? (
        <Box component="section" aria-label={t.topic}>
          <Typography
            variant="h2"
            sx={{ fontSize: 18, mb: 1, pl: 1, borderLeft: 4, borderColor: 'primary.main' }}
          >
            {t.topic}
          </Typography>
          <Link href={topic.url} target="_blank" rel="noopener noreferrer" data-testid="expert-topic">
            {topic.name}
            <VisuallyHidden>{t.newWindow}</VisuallyHidden>
          </Link>
        </Box>
      ) : null}
    </Paper>
  );
}

function Courses({ courses, onCourse }: { courses: TrainingVideo[]; onCourse: (v: TrainingVideo) => void }) {
  if (courses.length === 0) return <EmptyState message={t.noCourses} />;
  return (
    <CardGrid aria-label={t.coursesLabel}>
      {courses.map((v) => (
        <li key={v.id}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea onClick={() => onCourse(v)} sx={{ height: '100%' }}>
              <CardMedia
                component="img"
                image={v.videoCoverUrl}
                alt=""
                sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
              />
              <CardContent>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {v.topic}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t.keySpeaker(v.keySpeaker)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}

function DetailSkeleton() {
  return (
    <Box role="progressbar" aria-label={msg.app.loading} aria-busy="true" sx={{ minHeight: '60vh' }}>
      <Skeleton variant="rounded" height={140} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
