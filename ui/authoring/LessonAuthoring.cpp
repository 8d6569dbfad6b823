#include "LessonAuthoring.h"

#include "Classroom.h"
#include "LessonEditor.h"
#include "LessonHandoutJob.h"
#include "LessonSession.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QStatusBar>

namespace attn::ui {

namespace {

struct AuthoringText
{
    Q_DECLARE_TR_FUNCTIONS(LessonAuthoring)
};

/// Writes the lesson's handout on a thread of its own (LessonHandoutJob), with a progress
/// dialog whose Cancel stops it: the window keeps answering meanwhile (its events, a
/// termination signal). One export at a time; a window closed meanwhile cancels it.
void exportHandout(QMainWindow *window, LessonSession *session)
{
    const QList<LessonHandoutJob *> jobs
        = window->findChildren<LessonHandoutJob *>(QString(), Qt::FindDirectChildrenOnly);
    for (const LessonHandoutJob *job : jobs)
        if (job->isRunning())
            return; // one is being written (its progress dialog is in front)
    if (!session->isRunning()) {
        QMessageBox::information(window, AuthoringText::tr("Export Lesson Handout"),
                                 AuthoringText::tr("Start a lesson first: the handout is "
                                                   "made from the lesson in the lesson panel."));
        return;
    }
    const QString path
        = QFileDialog::getSaveFileName(window, AuthoringText::tr("Export Lesson Handout"),
                                       QString(), AuthoringText::tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    const quint32 variant = session->variant();
    auto *job = new LessonHandoutJob(session->lesson(), session->language(),
                                     variant ? std::optional<quint32>(variant) : std::nullopt, path,
                                     window);
    auto *progress
        = new QProgressDialog(AuthoringText::tr("Writing the lesson handout\u2026"),
                              AuthoringText::tr("Cancel"), 0, job->stepCount() + 1, window);
    progress->setObjectName(QStringLiteral("lessonHandoutProgress"));
    progress->setWindowTitle(AuthoringText::tr("Export Lesson Handout"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setMinimumDuration(500);
    progress->setValue(0);
    QObject::connect(progress, &QProgressDialog::canceled, job, &LessonHandoutJob::cancel);
    QObject::connect(job, &LessonHandoutJob::progressed, progress, &QProgressDialog::setValue,
                     Qt::QueuedConnection);
    QObject::connect(job, &QThread::finished, window, [window, job, progress] {
        job->wait(); // finished() comes from the thread just before it ends
        const bool cancelled = job->isCancelled() && !job->ok();
        const QString error = job->error();
        const bool ok = job->ok();
        // Later: a modal progress dialog's setValue() handles events, this among them.
        progress->deleteLater();
        job->deleteLater();
        if (cancelled)
            window->statusBar()->showMessage(
                AuthoringText::tr("Export Lesson Handout cancelled: nothing was written."), 5000);
        else if (!ok)
            QMessageBox::warning(window, AuthoringText::tr("Export Lesson Handout"), error);
    });
    job->start(QThread::LowPriority);
}

/// The main window closes only once the lesson editor's changes are saved or discarded:
/// the editor asks as its own Close would, and Cancel keeps both windows open.
class EditorCloseGuard : public QObject
{
public:
    EditorCloseGuard(QMainWindow *window, QPointer<LessonEditor> *editor)
        : QObject(window)
        , m_editor(editor)
    {
        window->installEventFilter(this);
    }

    bool eventFilter(QObject *, QEvent *event) override
    {
        LessonEditor *editor = m_editor->data();
        if (event->type() == QEvent::Close && editor && editor->isVisible()
            && editor->isWindowModified() && !editor->close()) {
            event->ignore();
            return true;
        }
        return false;
    }

private:
    QPointer<LessonEditor> *m_editor;
};

} // namespace

void installLessonAuthoring(QMainWindow *window, Document *document, Classroom *classroom,
                            QMenu *fileMenu)
{
    auto *editor = new QPointer<LessonEditor>;
    QAction *newLesson
        = new QAction(AuthoringText::tr("Ne&w Lesson from This Scenario\u2026"), window);
    newLesson->setObjectName(QStringLiteral("newLessonAction"));
    QObject::connect(newLesson, &QAction::triggered, window, [=] {
        // An editor closed was saved or its changes discarded: a new lesson starts from
        // the scenario on screen now. An editor still open is brought to the front.
        if (*editor && !(*editor)->isVisible())
            delete editor->data();
        if (!*editor) {
            *editor = new LessonEditor(document, classroom->lessonSession(), window);
            // Preview shows the lesson panel beside the editor.
            QObject::connect(classroom->lessonSession(), &LessonSession::runningChanged,
                             classroom->lessonDock(), &QDockWidget::show);
        }
        (*editor)->show();
        (*editor)->raise();
    });
    new EditorCloseGuard(window, editor);
    QObject::connect(window, &QObject::destroyed, [editor] { delete editor; });
    if (QMenu *lessons = classroom->lessonsMenu()) {
        const QList<QAction *> actions = lessons->actions();
        lessons->insertAction(actions.value(actions.size() - 2), newLesson);
    }
    QAction *handout = new QAction(AuthoringText::tr("Export Lesson &Handout\u2026"), window);
    handout->setObjectName(QStringLiteral("exportLessonHandoutAction"));
    QObject::connect(handout, &QAction::triggered, window,
                     [window, classroom] { exportHandout(window, classroom->lessonSession()); });
    if (fileMenu) {
        const QList<QAction *> actions = fileMenu->actions();
        fileMenu->insertAction(actions.isEmpty() ? nullptr : actions.last(), handout);
    }
}

} // namespace attn::ui
