#pragma once

#include <QByteArray>
#include <QString>

namespace attn::app {

/// What a command-line mode prints: `output` on stdout when status is 0, else the one-line
/// `error` on stderr.
struct CommandOutcome
{
    int status = 0;
    QByteArray output;
    QString error;
};

} // namespace attn::app
