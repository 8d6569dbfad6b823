#include "Language.h"

#include <QCoreApplication>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QMutex>
#include <QSettings>
#include <QTranslator>

#include <memory>
#include <optional>

namespace attn::ui {

namespace {

const QString settingsKey = QStringLiteral("ui/language");

/// The app's one translator. It answers every translate() (the source text where neither
/// our catalogue nor Qt's has the string) and remembers which source gave which text, so
/// that a language switch can find the source of any text a widget shows and translate it
/// anew, without every widget having to rebuild itself.
class RecordingTranslator : public QTranslator
{
public:
    using QTranslator::QTranslator;

    bool loadLanguage(const QString &code)
    {
        auto app = std::make_unique<QTranslator>();
        auto qt = std::make_unique<QTranslator>();
        bool ok = true;
        if (code != QLatin1String("en")) {
            ok = app->load(QStringLiteral(":/i18n/attention-lab_%1.qm").arg(code));
            // Debian 12 ships no qtbase_id/qtbase_vi (our .ts files carry Qt's strings);
            // a newer Qt's catalogue is used where it exists, ours taking precedence.
            (void)qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath));
        }
        const QMutexLocker lock(&m_mutex);
        m_app = std::move(app);
        m_qt = std::move(qt);
        return ok;
    }

    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        if (!source)
            return {};
        const QMutexLocker lock(&m_mutex);
        QString text = m_app ? m_app->translate(context, source, disambiguation, n) : QString();
        if (text.isEmpty() && m_qt)
            text = m_qt->translate(context, source, disambiguation, n);
        if (text.isEmpty())
            text = QString::fromUtf8(source);
        if (!m_seen.contains(text))
            m_seen.insert(text, SourceKey{QByteArray(context), QByteArray(source),
                                          QByteArray(disambiguation), n});
        return text;
    }

    bool isEmpty() const override { return false; }

    std::optional<SourceKey> sourceOf(const QString &text) const
    {
        const QMutexLocker lock(&m_mutex);
        const auto it = m_seen.constFind(text);
        if (it == m_seen.constEnd())
            return std::nullopt;
        return *it;
    }

    QHash<QString, SourceKey> seen() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_seen;
    }

private:
    mutable QMutex m_mutex;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
    mutable QHash<QString, SourceKey> m_seen;
};

RecordingTranslator *s_translator = nullptr;
QString s_current = QStringLiteral("en");

} // namespace

QLocale localeForLanguage(const QString &code)
{
    const QLocale system = QLocale::system();
    // The learner's country variant, with that language's own way of writing numbers: the
    // system locale itself may take its language from LANGUAGE and its numbers from
    // LC_NUMERIC (LANGUAGE=id with LANG=C.UTF-8 writes "0.804"), so it is built anew.
    if (languageOf(system) == code)
        return QLocale(system.language(), system.script(), system.territory());
    if (code == QLatin1String("id"))
        return QLocale(QLocale::Indonesian, QLocale::Indonesia);
    if (code == QLatin1String("vi"))
        return QLocale(QLocale::Vietnamese, QLocale::Vietnam);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QStringList interfaceLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")};
}

QString languageName(const QString &code)
{
    // Each language is named in itself: a learner who cannot read the current interface
    // still finds their own.
    if (code == QLatin1String("id"))
        return QStringLiteral("Bahasa Indonesia");
    if (code == QLatin1String("vi"))
        return QStringLiteral("Ti\u1ebfng Vi\u1ec7t");
    return QStringLiteral("English");
}

QString languageOf(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::Indonesian:
        return QStringLiteral("id");
    case QLocale::Vietnamese:
        return QStringLiteral("vi");
    default:
        return QStringLiteral("en");
    }
}

QString preferredLanguage()
{
    const QString chosen = QSettings().value(settingsKey).toString();
    if (interfaceLanguages().contains(chosen))
        return chosen;
    return languageOf(QLocale::system());
}

void setPreferredLanguage(const QString &code)
{
    QSettings().setValue(settingsKey, code);
}

QString currentLanguage()
{
    return s_current;
}

bool applyLanguage(const QString &code)
{
    if (!s_translator)
        s_translator = new RecordingTranslator(QCoreApplication::instance());
    QString language = interfaceLanguages().contains(code) ? code : QStringLiteral("en");
    bool ok = s_translator->loadLanguage(language);
    if (!ok) {
        language = QStringLiteral("en");
        s_translator->loadLanguage(language);
    }
    // Removing and installing again sends LanguageChange: Qt's own widgets (dialog button
    // boxes, the file dialog) translate themselves on it.
    QCoreApplication::removeTranslator(s_translator);
    QCoreApplication::installTranslator(s_translator);
    QLocale::setDefault(localeForLanguage(language));
    s_current = language;
    return ok && language == code;
}

QHash<QString, SourceKey> translatedTexts()
{
    return s_translator ? s_translator->seen() : QHash<QString, SourceKey>();
}

std::optional<QString> retranslated(const QHash<QString, SourceKey> &old, const QString &text)
{
    if (text.isEmpty())
        return std::nullopt;
    const auto it = old.constFind(text);
    if (it == old.constEnd())
        return std::nullopt;
    const SourceKey &key = *it;
    return QCoreApplication::translate(
        key.context.constData(), key.source.constData(),
        key.disambiguation.isEmpty() ? nullptr : key.disambiguation.constData(), key.n);
}

} // namespace attn::ui
