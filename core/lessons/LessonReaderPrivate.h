#pragma once

// The lesson reader's shared parts, for LessonReader.cpp and LessonEditReader.cpp only.

#include "JsonInput.h"
#include "Lesson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <cmath>
#include <utility>
#include <vector>

namespace attn::lessonreader {

using json::at;

/// Reads the parts of a lesson; the first problem stops it and names its place.
class LessonReader : public json::FirstError
{
public:
    bool checkKeys(const QJsonObject &object, const QString &where, const QStringList &known)
    {
        for (auto it = object.begin(); it != object.end(); ++it)
            if (!known.contains(it.key()))
                return fail(at(where, it.key()), QStringLiteral("unknown key (known: %1)")
                                                     .arg(known.join(QStringLiteral(", "))));
        return true;
    }

    bool object(const QJsonValue &v, const QString &where, QJsonObject &out)
    {
        if (!v.isObject())
            return fail(where, QStringLiteral("expected an object"));
        out = v.toObject();
        return true;
    }

    bool integer(const QJsonObject &o, const QString &key, const QString &where, int &out,
                 int minimum = 0)
    {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(-1e300);
        if (!v.isDouble() || d != std::floor(d) || d < minimum || d > 1e6)
            return fail(at(where, key),
                        QStringLiteral("expected a whole number of at least %1").arg(minimum));
        out = int(d);
        return true;
    }

    bool number(const QJsonValue &v, const QString &where, double &out)
    {
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            return fail(where, QStringLiteral("expected a finite number"));
        out = v.toDouble();
        return true;
    }

    bool boolean(const QJsonObject &o, const QString &key, const QString &where, bool &out)
    {
        const QJsonValue v = o.value(key);
        if (!v.isBool())
            return fail(at(where, key), QStringLiteral("expected true or false"));
        out = v.toBool();
        return true;
    }

    /// {"en": ..., "id": ..., "vi": ...} (one language or more) or a plain string (English).
    bool text(const QJsonValue &v, const QString &where, LessonText &out, bool required)
    {
        if (v.isUndefined() && !required)
            return true;
        if (v.isString()) {
            out.en = v.toString();
        } else if (v.isObject()) {
            const QJsonObject o = v.toObject();
            if (!checkKeys(o, where,
                           {QStringLiteral("en"), QStringLiteral("id"), QStringLiteral("vi")}))
                return false;
            for (auto it = o.begin(); it != o.end(); ++it)
                if (!it.value().isString())
                    return fail(at(where, it.key()), QStringLiteral("expected a string"));
            out.en = o.value(QLatin1String("en")).toString();
            out.id = o.value(QLatin1String("id")).toString();
            out.vi = o.value(QLatin1String("vi")).toString();
        } else {
            return fail(where, QStringLiteral("expected a text: a string or {\"en\": ...}"));
        }
        if (out.en.trimmed().isEmpty() && out.id.trimmed().isEmpty() && out.vi.trimmed().isEmpty())
            return fail(where, QStringLiteral("a text is required in English (\"en\"), "
                                              "Indonesian (\"id\") or Vietnamese (\"vi\")"));
        const std::pair<QString, const QString *> languages[] = {{QStringLiteral("en"), &out.en},
                                                                 {QStringLiteral("id"), &out.id},
                                                                 {QStringLiteral("vi"), &out.vi}};
        for (const auto &[code, language] : languages) {
            const QString place = v.isObject() ? at(where, code) : where;
            const qsizetype count = textCharacters(*language);
            if (count > limits::maxLessonTextCharacters)
                return fail(place, QStringLiteral("%1 characters, more than the %2 a text of a "
                                                  "lesson may have")
                                       .arg(count)
                                       .arg(limits::maxLessonTextCharacters));
            characters += count;
            if (characters > limits::maxLessonCharacters)
                return fail(place, QStringLiteral("the lesson's texts reach %1 characters here, "
                                                  "more than the %2 a lesson may have in all")
                                       .arg(characters)
                                       .arg(limits::maxLessonCharacters));
        }
        return true;
    }

    /// The characters of the texts read so far, every language (limits::maxLessonCharacters).
    qsizetype characters = 0;

    /// Page ids and control names: lower-case letters, digits and '-' ("cost-of-n"). Which
    /// ones exist is the app's to say (its page registry), when the lesson starts.
    bool names(const QJsonValue &v, const QString &where, QStringList &out)
    {
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(where, QStringLiteral("expected an array of names"));
        static const QRegularExpression id(QStringLiteral("^[a-z][a-z0-9-]*$"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString name = a.at(i).toString();
            if (!id.match(name).hasMatch())
                return fail(at(where, i),
                            QStringLiteral("expected a page id or control name (lower-case "
                                           "letters, digits and '-', such as \"positions\")"));
            out << name;
        }
        return true;
    }

    bool edit(const QJsonValue &v, const QString &where, ScenarioEdit &e);
    bool edits(const QJsonValue &v, const QString &where, std::vector<ScenarioEdit> &out)
    {
        if (v.isUndefined())
            return true;
        if (!v.isArray())
            return fail(where, QStringLiteral("expected an array of edits"));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            ScenarioEdit e;
            if (!edit(a.at(i), at(where, i), e))
                return false;
            out.push_back(e);
        }
        return true;
    }

    bool reference(const QJsonValue &v, const QString &where, ResultReference &out);
    bool question(const QJsonValue &v, const QString &where, LessonQuestion &q);
    bool varying(const QJsonValue &v, const QString &where, std::vector<VaryingNumber> &out);
    bool step(const QJsonValue &v, const QString &where, LessonStep &s);
};

} // namespace attn::lessonreader
