// The translation tests' scan of visible texts (see TranslationScan.h).

#include "TranslationScan.h"

#include "Language.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextEdit>

using namespace attn::ui;

namespace testing {

namespace {

void add(Texts &texts, const QString &text, const QString &where)
{
    const QString t = text.trimmed();
    if (!t.isEmpty() && !texts.contains(t))
        texts.insert(t, where);
}

QString nameOf(const QObject *object)
{
    const QString name = object->objectName();
    return QString::fromLatin1(object->metaObject()->className())
           + (name.isEmpty() ? QString() : QLatin1Char('#') + name);
}

void collectAction(Texts &texts, const QAction *action, const QString &where)
{
    if (action->isSeparator())
        return;
    const QString at = where + QStringLiteral(" > action");
    add(texts, action->text(), at);
    add(texts, action->toolTip(), at + QStringLiteral(" tooltip"));
    add(texts, action->statusTip(), at + QStringLiteral(" status tip"));
    add(texts, action->whatsThis(), at + QStringLiteral(" what's this"));
    if (const QMenu *menu = action->menu()) {
        add(texts, menu->title(), at + QStringLiteral(" menu"));
        const QList<QAction *> actions = menu->actions();
        for (const QAction *a : actions)
            collectAction(texts, a, where + QStringLiteral(" > ") + menu->title());
    }
}

void collectModel(Texts &texts, const QAbstractItemModel *model, const QString &where)
{
    if (!model)
        return;
    for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical}) {
        const int count
            = std::min(o == Qt::Horizontal ? model->columnCount() : model->rowCount(), 64);
        for (int i = 0; i < count; ++i) {
            add(texts, model->headerData(i, o, Qt::DisplayRole).toString(),
                where + QStringLiteral(" header"));
            add(texts, model->headerData(i, o, Qt::ToolTipRole).toString(),
                where + QStringLiteral(" header tooltip"));
        }
    }
}

} // namespace

/// The texts of `root` and every widget and action under it, shown or not.
Texts collect(QWidget *root)
{
    Texts texts;
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *w : std::as_const(widgets)) {
        const QString where = nameOf(w);
        if (w->isWindow() || qobject_cast<QDockWidget *>(w))
            add(texts, w->windowTitle(), where + QStringLiteral(" title"));
        add(texts, w->toolTip(), where + QStringLiteral(" tooltip"));
        add(texts, w->statusTip(), where + QStringLiteral(" status tip"));
        add(texts, w->whatsThis(), where + QStringLiteral(" what's this"));
        add(texts, w->accessibleName(), where + QStringLiteral(" accessible name"));
        add(texts, w->accessibleDescription(), where + QStringLiteral(" accessible description"));
        if (auto *label = qobject_cast<QLabel *>(w))
            add(texts, label->text(), where);
        if (auto *button = qobject_cast<QAbstractButton *>(w))
            add(texts, button->text(), where);
        if (auto *box = qobject_cast<QGroupBox *>(w))
            add(texts, box->title(), where);
        if (auto *edit = qobject_cast<QLineEdit *>(w))
            add(texts, edit->placeholderText(), where + QStringLiteral(" placeholder"));
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            add(texts, spin->specialValueText(), where + QStringLiteral(" special value"));
            add(texts, spin->property("prefix").toString(), where + QStringLiteral(" prefix"));
            add(texts, spin->property("suffix").toString(), where + QStringLiteral(" suffix"));
        }
        if (auto *combo = qobject_cast<QComboBox *>(w)) {
            add(texts, combo->placeholderText(), where + QStringLiteral(" placeholder"));
            for (int i = 0; i < combo->count(); ++i)
                add(texts, combo->itemText(i), where + QStringLiteral(" item"));
        }
        if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(texts, tabs->tabText(i), where + QStringLiteral(" tab"));
                add(texts, tabs->tabToolTip(i), where + QStringLiteral(" tab tooltip"));
            }
        }
        if (auto *menu = qobject_cast<QMenu *>(w))
            add(texts, menu->title(), where);
        if (auto *bar = qobject_cast<QProgressBar *>(w))
            add(texts, bar->format(), where + QStringLiteral(" format"));
        if (auto *text = qobject_cast<QTextEdit *>(w); text && text->isReadOnly())
            add(texts, text->toPlainText(), where);
        if (auto *text = qobject_cast<QPlainTextEdit *>(w); text && text->isReadOnly())
            add(texts, text->toPlainText(), where);
        if (auto *view = qobject_cast<QAbstractItemView *>(w))
            collectModel(texts, view->model(), where);
        const QList<QAction *> actions = w->actions();
        for (const QAction *a : actions)
            collectAction(texts, a, where);
    }
    const QList<QAction *> actions = root->findChildren<QAction *>();
    for (const QAction *a : actions)
        collectAction(texts, a, nameOf(root));
    return texts;
}

/// A text that reads the same in `language` as in English: numbers, symbols, formulas,
/// names, and the few technical words the seeds themselves keep in English.
bool languageNeutral(const QString &text, const QString &language)
{
    // Each language named in itself (View > Language).
    if (interfaceLanguages().contains(text) || text == languageName(QStringLiteral("en"))
        || text == languageName(QStringLiteral("id")) || text == languageName(QStringLiteral("vi")))
        return true;
    // The seeds write these in English inside Indonesian and Vietnamese sentences.
    static const QStringList technical
        = {QStringLiteral("Self"),    QStringLiteral("self"),    QStringLiteral("attention"),
           QStringLiteral("Token"),   QStringLiteral("token"),   QStringLiteral("Seed"),
           QStringLiteral("seed"),    QStringLiteral("Format"),  QStringLiteral("format"),
           QStringLiteral("Padding"), QStringLiteral("padding"), QStringLiteral("csv")};
    // Seed 002 (Vietnamese) keeps query, key and value in English.
    static const QStringList vietnamese
        = {QStringLiteral("Query"), QStringLiteral("query"), QStringLiteral("Key"),
           QStringLiteral("key"),   QStringLiteral("Value"), QStringLiteral("value"),
           QStringLiteral("One"),   QStringLiteral("hot"),   QStringLiteral("one")};
    // Seed 000 (Indonesian) keeps key and value in English ("antara query dan key",
    // "campuran value"); the Indonesian interface follows it, so a "Key" header is Indonesian.
    static const QStringList indonesian = {QStringLiteral("Key"), QStringLiteral("key"),
                                           QStringLiteral("Value"), QStringLiteral("value")};
    static const QStringList words
        = {// names and formats
           QStringLiteral("Attention"), QStringLiteral("Lab"), QStringLiteral("Qt"),
           QStringLiteral("PNG"), QStringLiteral("SVG"), QStringLiteral("PDF"),
           QStringLiteral("CSV"), QStringLiteral("JSON"), QStringLiteral("npy"),
           QStringLiteral("Viridis"), QStringLiteral("Cividis"), QStringLiteral("softmax"),
           QStringLiteral("MultiHeadAttention"), QStringLiteral("PyTorch"),
           // optimizer names (the Learn tab)
           QStringLiteral("Adam"), QStringLiteral("SGD"),
           // d_model, head_dim, exp, max, std, ln: formula words
           QStringLiteral("model"), QStringLiteral("dim"), QStringLiteral("exp"),
           QStringLiteral("max"), QStringLiteral("std"), QStringLiteral("ln"),
           QStringLiteral("argmax"),
           // key names in shortcuts
           QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Alt"),
           QStringLiteral("Esc"), QStringLiteral("Del"), QStringLiteral("PgUp"),
           QStringLiteral("PgDown"), QStringLiteral("Home"), QStringLiteral("End"),
           QStringLiteral("Tab"), QStringLiteral("Meta"), QStringLiteral("Backspace"),
           QStringLiteral("Space"), QStringLiteral("Return"), QStringLiteral("Enter"),
           QStringLiteral("Left"), QStringLiteral("Right"), QStringLiteral("Up"),
           QStringLiteral("Down"), QStringLiteral("Ins"), QStringLiteral("F"),
           // the example tokens (the learner's data, not the interface's words)
           QStringLiteral("Orange"), QStringLiteral("is"), QStringLiteral("my"),
           QStringLiteral("favorite"), QStringLiteral("fruit"), QStringLiteral("pad"),
           QStringLiteral("the"), QStringLiteral("cat"), QStringLiteral("sat"),
           QStringLiteral("on"), QStringLiteral("mat"), QStringLiteral("token")};
    static const QRegularExpression word(QStringLiteral("\\p{L}+"));
    QString stripped = text;
    stripped.remove(QStringLiteral("{answer}")); // a lesson's placeholder, not a word
    stripped.remove(QLatin1Char('&'));           // an accelerator splits no word
    QRegularExpressionMatchIterator it = word.globalMatch(stripped);
    while (it.hasNext()) {
        const QString w = it.next().captured();
        if (w.size() > 2 && !words.contains(w) && !technical.contains(w)
            && !(language == QLatin1String("vi") && vietnamese.contains(w))
            && !(language == QLatin1String("id") && indonesian.contains(w)))
            return false;
    }
    return true;
}

} // namespace testing
