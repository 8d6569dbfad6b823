#include "LessonAuthoring.h"

#include "Classroom.h"
#include "LessonEditor.h"
#include "LessonHandout.h"
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

namespace attn::ui {

namespace {

struct AuthoringText
{
    Q_DECLARE_TR_FUNCTIONS(LessonAuthoring)
};

void exportHandout(QMainWindow *window, LessonSession *session)
{
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
    QString error;
    const quint32 variant = session->variant();
    if (!exportLessonHandout(session->lesson(), session->language(),
                             variant ? std::optional<quint32>(variant) : std::nullopt, path,
                             &error))
        QMessageBox::warning(window, AuthoringText::tr("Export Lesson Handout"), error);
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
