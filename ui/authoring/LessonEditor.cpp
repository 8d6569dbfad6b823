#include "LessonEditor.h"

#include "Document.h"
#include "FileOnDisk.h"
#include "Language.h"
#include "LessonAutosave.h"
#include "LessonSession.h"
#include "StepEditor.h"
#include "TextBound.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {

/// A default text: `english` in the English field and `translated` (the same words in the
/// window's language) in that language's field when the window is Indonesian or Vietnamese.
LessonText defaultText(const QString &english, const QString &translated)
{
    LessonText text;
    text.en = english;
    if (currentLanguage() == QLatin1String("id"))
        text.id = translated;
    else if (currentLanguage() == QLatin1String("vi"))
        text.vi = translated;
    return text;
}

} // namespace

LessonEditor::LessonEditor(Document *document, LessonSession *session, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_session(session)
{
    setWindowTitle(tr("Lesson Editor") + QStringLiteral("[*]"));
    setObjectName(QStringLiteral("lessonEditor"));
    auto *layout = new QVBoxLayout(this);
    auto *titles = new QFormLayout;
    const QString names[] = {tr("English"), tr("Indonesian"), tr("Vietnamese")};
    for (int l = 0; l < 3; ++l) {
        m_title[l] = new QLineEdit(this);
        m_title[l]->setAccessibleName(tr("Lesson title (%1)").arg(names[l]));
        titles->addRow(tr("Lesson title (%1):").arg(names[l]), m_title[l]);
        connect(m_title[l], &QLineEdit::textChanged, this, &LessonEditor::updateModified);
    }
    layout->addLayout(titles);

    auto *splitter = new QSplitter(this);
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(new QLabel(tr("Steps:"), left));
    m_steps = new QListWidget(left);
    m_steps->setAccessibleName(tr("Steps of the lesson"));
    leftLayout->addWidget(m_steps, 1);
    auto *add = new QPushButton(tr("Add Step from Current Scenario"), left);
    auto *use = new QPushButton(tr("Use Current Scenario"), left);
    use->setToolTip(tr("The selected step shows the scenario on screen now"));
    m_remove = new QPushButton(tr("Remove Step"), left);
    m_up = new QPushButton(tr("Move Up"), left);
    m_down = new QPushButton(tr("Move Down"), left);
    auto *after = new QPushButton(tr("Use Current Scenario as After"), left);
    after->setToolTip(tr("The question asks about the scenario on screen now; it is applied "
                         "once the question is answered"));
    // The buttons keep their text clear of their edges ("Dùng kịch bản hiện tại làm trạng
    // thái sau" is the longest): the column is the widest text and two characters a side.
    int widest = 0;
    for (QPushButton *b : {add, use, after, m_remove, m_up, m_down}) {
        leftLayout->addWidget(b);
        widest = std::max(widest, b->sizeHint().width());
    }
    left->setMinimumWidth(widest + 4 * fontMetrics().averageCharWidth());
    // The step's fields scroll: on a projector's 768 px the dialog's buttons stay on screen.
    // The pane is never narrower than the form, so no field runs under its scroll bar.
    auto *scroll = new QScrollArea(splitter);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_editor = new StepEditor(scroll);
    for (QLineEdit *title : m_title)
        m_editor->textBound()->watch(title);
    scroll->setWidget(m_editor);
    scroll->setMinimumWidth(m_editor->minimumSizeHint().width()
                            + scroll->verticalScrollBar()->sizeHint().width()
                            + 2 * scroll->frameWidth());
    splitter->addWidget(left);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *openButton = buttons->addButton(tr("Open…"), QDialogButtonBox::ActionRole);
    openButton->setToolTip(tr("Edit a lesson file"));
    QPushButton *previewButton = buttons->addButton(tr("Preview"), QDialogButtonBox::ActionRole);
    previewButton->setToolTip(tr("Run the lesson in the lesson panel"));
    buttons->addButton(QDialogButtonBox::Save);
    QPushButton *saveAsButton = buttons->addButton(tr("Save As…"), QDialogButtonBox::ActionRole);
    saveAsButton->setObjectName(QStringLiteral("lessonSaveAs"));
    saveAsButton->setToolTip(tr("Save the lesson to another file (a copy of the file opened)"));
    connect(saveAsButton, &QPushButton::clicked, this, [this] { save(true); });
    buttons->addButton(QDialogButtonBox::Close);
    layout->addWidget(buttons);

    connect(add, &QPushButton::clicked, this, &LessonEditor::addStep);
    connect(use, &QPushButton::clicked, this, &LessonEditor::useCurrentScenario);
    connect(m_remove, &QPushButton::clicked, this, &LessonEditor::removeStep);
    connect(after, &QPushButton::clicked, this, [this] {
        QString error;
        if (!useCurrentScenarioAsAfter(&error))
            showProblem(error);
    });
    connect(openButton, &QPushButton::clicked, this, &LessonEditor::open);
    connect(m_up, &QPushButton::clicked, this, [this] { moveStep(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveStep(1); });
    connect(m_steps, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row == m_current)
            return;
        storeCurrent();
        m_current = row;
        showCurrent();
    });
    connect(m_editor, &StepEditor::changed, this, [this] {
        storeCurrent();
        if (QListWidgetItem *item = m_steps->item(m_current))
            item->setText(stepName(size_t(m_current)));
        updateModified();
    });
    connect(previewButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!preview(&error))
            showProblem(error);
    });
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { save(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    m_autosave = new LessonAutosave([this] { return lesson(); }, [this] { return m_path; }, this);
    m_disk = new FileOnDisk(this);
    connect(m_disk, &FileOnDisk::changed, this, &LessonEditor::onChangedOnDisk);

    showTitle(defaultText(QStringLiteral("My lesson"), tr("My lesson")));
    addStep();
    markSaved();
    fitToScreen();
}

Lesson LessonEditor::lesson() const
{
    Lesson lesson;
    lesson.title = {m_title[0]->text().trimmed(), m_title[1]->text().trimmed(),
                    m_title[2]->text().trimmed()};
    lesson.steps = m_stepsData;
    if (m_current >= 0 && m_current < int(lesson.steps.size()))
        lesson.steps[size_t(m_current)] = m_editor->step();
    return lesson;
}

void LessonEditor::storeCurrent()
{
    if (m_current >= 0 && m_current < int(m_stepsData.size()))
        m_stepsData[size_t(m_current)] = m_editor->step();
}

void LessonEditor::showCurrent()
{
    const bool valid = m_current >= 0 && m_current < int(m_stepsData.size());
    // The limit of the lesson's texts counts the steps not in the form.
    qsizetype elsewhere = 0;
    for (size_t i = 0; i < m_stepsData.size(); ++i)
        if (int(i) != m_current)
            elsewhere += stepCharacters(m_stepsData[i]);
    m_editor->textBound()->setElsewhere(elsewhere);
    m_editor->setEnabled(valid);
    if (valid)
        m_editor->setStep(m_stepsData[size_t(m_current)]);
    m_remove->setEnabled(m_stepsData.size() > 1);
    m_up->setEnabled(valid && m_current > 0);
    m_down->setEnabled(valid && m_current + 1 < int(m_stepsData.size()));
}

void LessonEditor::refreshList()
{
    const QSignalBlocker block(m_steps);
    m_steps->clear();
    for (size_t i = 0; i < m_stepsData.size(); ++i)
        m_steps->addItem(stepName(i));
    m_steps->setCurrentRow(m_current);
    showCurrent();
    updateModified();
}

QString LessonEditor::stepName(size_t i) const
{
    const QString title = m_stepsData[i].title.in(currentLanguage());
    return title.isEmpty() ? tr("Step %1").arg(i + 1) : tr("%1. %2").arg(i + 1).arg(title);
}

void LessonEditor::markSaved()
{
    m_saved = serializeLesson(lesson());
    showFileName();
    setWindowModified(false);
    m_autosave->setModified(false);
    m_disk->remember(m_path); // what is on disk now is this editor's
}

void LessonEditor::showFileName()
{
    const QString name = QFileInfo(m_path).fileName();
    setWindowTitle(name.isEmpty()
                       ? tr("Lesson Editor") + QStringLiteral("[*]")
                       : QStringLiteral("%1[*] \u2014 %2").arg(name, tr("Lesson Editor")));
}

void LessonEditor::updateModified()
{
    // Compared with the lesson as saved: an edit undone by hand is no change.
    setWindowModified(serializeLesson(lesson()) != m_saved);
    if (m_autosave) // not yet while the constructor makes the first step
        m_autosave->setModified(isWindowModified());
}

void LessonEditor::addStep()
{
    if (m_stepsData.size() >= size_t(limits::maxLessonSteps)) {
        showProblem(tr("A lesson may have at most %1 steps.").arg(limits::maxLessonSteps));
        return;
    }
    storeCurrent();
    LessonStep step;
    step.scenario = m_document->scenario();
    const qsizetype number = qsizetype(m_stepsData.size()) + 1;
    step.title = defaultText(QStringLiteral("Step %1").arg(number), tr("Step %1").arg(number));
    const int at = m_current + 1;
    m_stepsData.insert(m_stepsData.begin() + at, step);
    m_current = at;
    refreshList();
}

void LessonEditor::useCurrentScenario()
{
    storeCurrent();
    if (m_current < 0)
        return;
    m_stepsData[size_t(m_current)].scenario = m_document->scenario();
    showCurrent();
    updateModified();
}

bool LessonEditor::useCurrentScenarioAsAfter(QString *error)
{
    storeCurrent();
    if (m_current < 0 || !m_stepsData[size_t(m_current)].scenario)
        return false;
    std::vector<ScenarioEdit> edits;
    QString why;
    if (!editsBetween(*m_stepsData[size_t(m_current)].scenario, m_document->scenario(), edits,
                      &why)) {
        if (error)
            *error = tr("The scenario on screen cannot be the state after the answer: %1").arg(why);
        return false;
    }
    m_editor->setAfterEdits(edits);
    storeCurrent();
    return true;
}

void LessonEditor::showTitle(const LessonText &title)
{
    m_title[0]->setText(title.en);
    m_title[1]->setText(title.id);
    m_title[2]->setText(title.vi);
}

bool LessonEditor::setLesson(const Lesson &lesson, QString *error)
{
    std::vector<Scenario> starts;
    if (lesson.steps.empty() || !scriptedScenarios(lesson, starts, error))
        return false;
    showTitle(lesson.title);
    m_stepsData = lesson.steps;
    for (size_t i = 0; i < m_stepsData.size(); ++i) {
        if (!m_stepsData[i].scenario) {
            // The step's own start, written inline from now on; its change is in it already.
            m_stepsData[i].scenario = starts[i];
            m_stepsData[i].change.clear();
        }
    }
    m_current = 0;
    refreshList();
    return true;
}

bool LessonEditor::openFile(const QString &path, QString *error)
{
    Lesson lesson;
    if (!loadLessonFile(path, lesson, error) || !setLesson(lesson, error))
        return false;
    m_path = path;
    markSaved();
    return true;
}

void LessonEditor::open()
{
    if (!maybeSave())
        return;
    QSettings settings;
    const QString dir = settings.value(QStringLiteral("lessons/lastDirectory")).toString();
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open Lesson"), dir, tr("Lessons (*.json)"));
    if (path.isEmpty())
        return;
    settings.setValue(QStringLiteral("lessons/lastDirectory"), QFileInfo(path).absolutePath());
    QString error;
    if (!openFile(path, &error))
        showProblem(error);
}

void LessonEditor::removeStep()
{
    if (m_current < 0 || m_stepsData.size() <= 1)
        return;
    m_stepsData.erase(m_stepsData.begin() + m_current);
    m_current = std::min(m_current, int(m_stepsData.size()) - 1);
    refreshList();
}

void LessonEditor::moveStep(int delta)
{
    storeCurrent();
    const int to = m_current + delta;
    if (m_current < 0 || to < 0 || to >= int(m_stepsData.size()))
        return;
    std::swap(m_stepsData[size_t(m_current)], m_stepsData[size_t(to)]);
    m_current = to;
    refreshList();
}

bool LessonEditor::check(QString *error) const
{
    const Lesson l = lesson();
    // One language is enough: a teacher may write the lesson in their own language only.
    if (l.title.isEmpty()) {
        *error = tr("The lesson needs a title.");
        return false;
    }
    for (size_t i = 0; i < l.steps.size(); ++i) {
        const LessonStep &s = l.steps[i];
        if (s.text.isEmpty()) {
            *error = tr("Step %1 needs a text.").arg(i + 1);
            return false;
        }
        if (s.question && s.question->text.isEmpty()) {
            *error = tr("The question of step %1 needs a text.").arg(i + 1);
            return false;
        }
    }
    // Read back as a file would be: every scenario builds, every answer computes.
    Lesson back;
    QString why;
    if (!parseLesson(serializeLesson(l), back, &why) || !checkLesson(back, &why)) {
        *error = why;
        return false;
    }
    return true;
}

bool LessonEditor::saveTo(const QString &path, QString *error)
{
    if (!check(error) || !saveLessonFile(path, lesson(), error))
        return false;
    m_path = path;
    markSaved();
    return true;
}

bool LessonEditor::preview(QString *error)
{
    return check(error) && m_session->start(lesson(), error);
}

bool LessonEditor::save(bool choosePath)
{
    QString error;
    if (!check(&error)) {
        showProblem(error);
        return false;
    }
    QString path = choosePath ? QString() : m_path;
    bool saved = false;
    if (!path.isEmpty() && m_disk->path() == path && m_disk->hasChanged()
        && !confirmOverwriteChanged(path, &saved))
        return saved;
    if (path.isEmpty()) {
        QSettings settings;
        const QString dir = settings.value(QStringLiteral("lessons/lastDirectory")).toString();
        path = QFileDialog::getSaveFileName(this, tr("Save Lesson"), dir, tr("Lessons (*.json)"));
        if (path.isEmpty())
            return false;
        settings.setValue(QStringLiteral("lessons/lastDirectory"), QFileInfo(path).absolutePath());
    }
    if (!saveTo(path, &error)) {
        showProblem(error);
        return false;
    }
    return true;
}

bool LessonEditor::maybeSave()
{
    if (!isWindowModified() || m_endingSession)
        return true; // nothing to lose, or kept in the autosave for the next start
    QMessageBox box(QMessageBox::Question, tr("Lesson Editor"), tr("Save changes to the lesson?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setInformativeText(tr("Your changes are lost if you do not save them."));
    box.setDefaultButton(QMessageBox::Save);
    const int answer = box.exec(); // Escape or the box's own close button: Cancel
    if (answer == QMessageBox::Save)
        return save();
    if (answer != QMessageBox::Discard)
        return false;
    m_autosave->discard();
    return true;
}

bool LessonEditor::confirmOverwriteChanged(const QString &path, bool *saved)
{
    const QScopedValueRollback<bool> asking(m_askingAboutDisk, true);
    const ChangedFileAnswer answer = askAboutChangedFile(
        this, tr("Lesson Changed on Disk"),
        tr("\u201c%1\u201d changed on disk since this editor opened or saved it, "
           "perhaps in another lesson editor.")
            .arg(QFileInfo(path).fileName()),
        tr("Overwrite it with this editor's lesson, save this lesson under "
           "another name, or reload the file and lose the changes made "
           "here?"),
        QStringLiteral("lessonChangedOnDiskMessage"));
    if (answer == ChangedFileAnswer::Overwrite)
        return true;
    if (answer == ChangedFileAnswer::SaveAs) {
        *saved = save(true);
    } else if (answer == ChangedFileAnswer::Reload) {
        QString error;
        if (!openFile(path, &error))
            showProblem(error);
    }
    return false;
}

void LessonEditor::onChangedOnDisk(const QString &path)
{
    if (m_askingAboutDisk || path != m_path || !isVisible())
        return;
    if (isWindowModified())
        return; // the next save asks (confirmOverwriteChanged)
    const QScopedValueRollback<bool> asking(m_askingAboutDisk, true);
    QMessageBox box(
        QMessageBox::Question, tr("Lesson Changed on Disk"),
        tr("\u201c%1\u201d changed on disk. Reload it?").arg(QFileInfo(path).fileName()),
        QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(QStringLiteral("lessonReloadMessage"));
    box.setDefaultButton(QMessageBox::Yes);
    if (box.exec() != QMessageBox::Yes) {
        m_disk->remember(path); // this version is the one to compare with from now on
        return;
    }
    QString error;
    if (!openFile(path, &error))
        showProblem(error);
}

bool LessonEditor::restoreAutosaved(const Lesson &lesson, const QString &path, QString *error)
{
    if (!setLesson(lesson, error))
        return false;
    m_path = path;
    m_disk->remember(m_path);
    m_saved.clear(); // unsaved work: modified until saved or discarded
    showFileName();
    updateModified();
    return true;
}

bool LessonEditor::keepForNextStart()
{
    const bool unsaved = hasUnsavedWork();
    m_endingSession = true;
    return !unsaved || m_autosave->saveNow();
}

void LessonEditor::reject()
{
    // QDialog's Escape, its close event and the Close button all come here.
    if (maybeSave())
        QDialog::reject();
}

void LessonEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_steps) {
        storeCurrent();
        refreshList();
    }
    QDialog::changeEvent(event);
}

void LessonEditor::fitToScreen()
{
    const QWidget *over = parentWidget() ? parentWidget() : this;
    const QScreen *screen = over->screen() ? over->screen() : QGuiApplication::primaryScreen();
    const QSize room = screen ? screen->availableGeometry().size() : QSize(1366, 768);
    // Four fifths of the screen, at least what the form asks for, never more than the
    // screen less the window's frame (not known before the window is shown).
    const QSize most = room - QSize(16, 48);
    resize((room * 0.8).expandedTo(sizeHint()).boundedTo(most));
}

void LessonEditor::showProblem(const QString &message)
{
    QMessageBox::warning(this, tr("Lesson Editor"), message);
}

} // namespace attn::ui
