#include "LessonAuthoring.h"

#include "Classroom.h"
#include "LessonAutosave.h"
#include "LessonEditor.h"
#include "LessonHandoutJob.h"
#include "LessonSession.h"
#include "StepEditor.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

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
    // Qt's own file dialog, for the choice of the answer key below the file name.
    QFileDialog dialog(window, AuthoringText::tr("Export Lesson Handout"), QString(),
                       AuthoringText::tr("PDF (*.pdf)"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(QStringLiteral("pdf"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    auto *keyBox = new QComboBox(&dialog);
    keyBox->setObjectName(QStringLiteral("handoutAnswerKey"));
    keyBox->setAccessibleName(AuthoringText::tr("Answer key"));
    keyBox->addItem(AuthoringText::tr("On a last page"), int(HandoutKey::AtEnd));
    keyBox->addItem(AuthoringText::tr("Left out (the students' sheets)"), int(HandoutKey::Omitted));
    keyBox->addItem(AuthoringText::tr("Alone (the teacher's sheet)"), int(HandoutKey::Only));
    if (auto *grid = qobject_cast<QGridLayout *>(dialog.layout())) {
        auto *label = new QLabel(AuthoringText::tr("Answer &key:"), &dialog);
        label->setBuddy(keyBox);
        const int row = grid->rowCount();
        grid->addWidget(label, row, 0);
        grid->addWidget(keyBox, row, 1);
    }
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString path = dialog.selectedFiles().constFirst();
    if (path.isEmpty())
        return;
    const auto key = HandoutKey(keyBox->currentData().toInt());
    const quint32 variant = session->variant();
    auto *job = new LessonHandoutJob(session->lesson(), session->language(),
                                     variant ? std::optional<quint32>(variant) : std::nullopt, path,
                                     window, key);
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

/// The window's one lesson editor, made when first asked for.
class EditorHolder : public QObject
{
public:
    EditorHolder(QMainWindow *window, Document *document, Classroom *classroom)
        : QObject(window)
        , m_window(window)
        , m_document(document)
        , m_classroom(classroom)
    {
        setObjectName(QStringLiteral("lessonEditorHolder"));
    }

    LessonEditor *editor() const { return m_editor.data(); }

    /// The editor, shown and raised: a new one when none is open.
    LessonEditor *show()
    {
        // An editor closed was saved or its changes discarded: a new lesson starts from
        // the scenario on screen now. An editor still open is brought to the front.
        if (m_editor && !m_editor->isVisible())
            delete m_editor.data();
        if (!m_editor) {
            m_editor = new LessonEditor(m_document, m_classroom->lessonSession(), m_window);
            // Preview shows the lesson panel beside the editor.
            QObject::connect(m_classroom->lessonSession(), &LessonSession::runningChanged,
                             m_classroom->lessonDock(), &QDockWidget::show);
        }
        m_editor->show();
        m_editor->raise();
        return m_editor.data();
    }

private:
    QMainWindow *m_window;
    Document *m_document;
    Classroom *m_classroom;
    QPointer<LessonEditor> m_editor;
};

/// The main window closes only once the lesson editor's changes are saved or discarded:
/// the editor asks as its own Close would, and Cancel keeps both windows open.
class EditorCloseGuard : public QObject
{
public:
    EditorCloseGuard(QMainWindow *window, EditorHolder *holder)
        : QObject(window)
        , m_holder(holder)
    {
        window->installEventFilter(this);
    }

    bool eventFilter(QObject *, QEvent *event) override
    {
        LessonEditor *editor = m_holder->editor();
        if (event->type() == QEvent::Close && editor && editor->isVisible()
            && editor->isWindowModified() && !editor->close()) {
            event->ignore();
            return true;
        }
        return false;
    }

private:
    EditorHolder *m_holder;
};

enum class Answer { Restore, Discard, Later };

Answer askToRestore(QWidget *parent, const RecoverableLesson &autosave)
{
    const QString hook = qEnvironmentVariable("ATTENTION_LAB_TEST_RESTORE");
    if (hook == QLatin1String("accept"))
        return Answer::Restore;
    if (hook == QLatin1String("decline"))
        return Answer::Discard;
    const QString what
        = !autosave.originalPath.isEmpty()
              ? QDir::toNativeSeparators(autosave.originalPath)
              : (autosave.title.isEmpty()
                     ? AuthoringText::tr("an untitled lesson")
                     : AuthoringText::tr("the lesson \u201c%1\u201d").arg(autosave.title));
    QMessageBox box(QMessageBox::Question, AuthoringText::tr("Restore Unsaved Lesson?"),
                    AuthoringText::tr("Attention Lab did not close properly. Unsaved changes "
                                      "to %1 in the lesson editor were saved automatically "
                                      "on %2.")
                        .arg(what, QLocale().toString(autosave.saved, QLocale::ShortFormat)),
                    QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("restoreLessonMessage"));
    box.setInformativeText(AuthoringText::tr(
        "Restore opens them in the lesson editor, unsaved. Discard deletes them."));
    QPushButton *restore = box.addButton(AuthoringText::tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton *discard
        = box.addButton(AuthoringText::tr("&Discard"), QMessageBox::DestructiveRole);
    QPushButton *later = box.addButton(AuthoringText::tr("Decide &Later"), QMessageBox::RejectRole);
    restore->setAccessibleName(AuthoringText::tr("Restore the autosaved lesson"));
    discard->setAccessibleName(AuthoringText::tr("Delete the autosaved lesson"));
    later->setAccessibleName(AuthoringText::tr("Keep the autosaved lesson for the next start"));
    box.setDefaultButton(restore);
    box.setEscapeButton(later);
    box.exec();
    if (box.clickedButton() == restore)
        return Answer::Restore;
    if (box.clickedButton() == discard)
        return Answer::Discard;
    return Answer::Later;
}

void offerLessonRecovery(QMainWindow *window, EditorHolder *holder)
{
    const bool hooked = qEnvironmentVariableIsSet("ATTENTION_LAB_TEST_RESTORE");
    for (const RecoverableLesson &entry : findRecoverableLessons()) {
        const Answer answer = askToRestore(window, entry);
        if (answer == Answer::Later)
            continue;
        if (answer == Answer::Discard) {
            discardRecoverableLesson(entry);
            continue;
        }
        Lesson lesson;
        QString error;
        if (!loadRecoverableLesson(entry, lesson, &error)) {
            const QString message
                = AuthoringText::tr("The autosaved lesson could not be read.\n%1").arg(error);
            if (hooked)
                std::fprintf(stderr, "%s\n", qPrintable(message));
            else
                QMessageBox::warning(window, AuthoringText::tr("Autosave Not Readable"), message);
            continue;
        }
        // The autosave names the lesson file its work belongs to; a file planted in the
        // autosave folder could name any path, which the next Save would overwrite. It is
        // kept only while it reads as a lesson file; else Save asks where to put the work.
        Lesson onDisk;
        QString why;
        const QString path
            = !entry.originalPath.isEmpty() && loadLessonFile(entry.originalPath, onDisk, &why)
                  ? entry.originalPath
                  : QString();
        LessonEditor *editor = holder->show();
        if (!editor->restoreAutosaved(lesson, path, &error)) {
            if (hooked)
                std::fprintf(stderr, "%s\n", qPrintable(error));
            else
                QMessageBox::warning(window, AuthoringText::tr("Autosave Not Readable"), error);
            continue;
        }
        // The old file goes only once the work is safe in this session's autosave.
        if (editor->autosave()->saveNow())
            discardRecoverableLesson(entry);
        return; // the others (if any) are offered again at the next start
    }
}

} // namespace

void installLessonAuthoring(QMainWindow *window, Document *document, Classroom *classroom,
                            QMenu *fileMenu)
{
    auto *holder = new EditorHolder(window, document, classroom);
    QAction *newLesson
        = new QAction(AuthoringText::tr("Ne&w Lesson from This Scenario\u2026"), window);
    newLesson->setObjectName(QStringLiteral("newLessonAction"));
    QObject::connect(newLesson, &QAction::triggered, holder, &EditorHolder::show);
    new EditorCloseGuard(window, holder);
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

void startLessonAuthoring(QMainWindow *window)
{
    auto *holder = window->findChild<EditorHolder *>(QStringLiteral("lessonEditorHolder"));
    if (!holder)
        return;
    // After the scenario's own recovery question: never two questions at once.
    if (QApplication::activeModalWidget()) {
        QTimer::singleShot(100, window, [window] { startLessonAuthoring(window); });
        return;
    }
    offerLessonRecovery(window, holder);
    const QString edit = qEnvironmentVariable("ATTENTION_LAB_TEST_LESSON_EDIT");
    if (!edit.isEmpty()) {
        // One real change in the editor, as typing it would make.
        holder->show()->stepEditor()->textField(0)->setPlainText(edit);
        std::fprintf(stderr, "attention-lab: lesson edited\n");
    }
    if (qEnvironmentVariableIsSet("ATTENTION_LAB_TEST_RESTORE")
        || qEnvironmentVariableIsSet("ATTENTION_LAB_TEST_LESSON_EDIT"))
        std::fprintf(stderr, "attention-lab: lessons offered\n");
}

QString keepLessonWork(QMainWindow *window)
{
    auto *holder = window->findChild<EditorHolder *>(QStringLiteral("lessonEditorHolder"));
    LessonEditor *editor = holder ? holder->editor() : nullptr;
    if (!editor)
        return QString();
    const bool unsaved = editor->hasUnsavedWork();
    const bool kept = editor->keepForNextStart();
    if (!unsaved)
        return QString();
    return kept ? QStringLiteral("unsaved lesson kept in %1").arg(editor->autosave()->filePath())
                : QStringLiteral("unsaved lesson could not be kept: %1")
                      .arg(editor->autosave()->error());
}

} // namespace attn::ui
