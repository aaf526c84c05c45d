<?xml version="1.0" encoding="utf-8"?>
<!--
  How a browser shows Village's feeds (/feed.xml, and each post's /feed/replies/{id}): the Atom feed as a plain
  page that says what a feed is and lists its entries. Feed readers ignore this stylesheet and read the feed
  itself (docs/decisions/0111, 0121). Styles come from /feed.css, never inline, so the site's
  Content-Security-Policy holds here too.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat"/>

  <xsl:template match="/atom:feed">
    <!-- A post's replies feed, or the board's feed of new posts: told apart by the feed's own address. -->
    <xsl:variable name="replies" select="contains(atom:link[@rel='self']/@href, '/feed/replies/')"/>
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>
          <xsl:choose>
            <xsl:when test="$replies">Feed of replies · Village</xsl:when>
            <xsl:otherwise>Feed of new posts · Village</xsl:otherwise>
          </xsl:choose>
        </title>
        <link rel="stylesheet" href="/feed.css"/>
      </head>
      <body>
        <main>
          <xsl:choose>
            <xsl:when test="$replies">
              <h1>Feed of replies</h1>
              <p dir="auto"><xsl:value-of select="atom:title"/></p>
              <p>
                This is the feed of one post's replies: a page for feed readers, the apps that check sites for you
                and tell you what is new. To follow this conversation in one, copy this page's address into it:
              </p>
            </xsl:when>
            <xsl:otherwise>
              <h1>Feed of new posts</h1>
              <p>
                This is Village's feed: a page for feed readers, the apps that check sites for you and tell you what
                is new. To follow Village in one, copy this page's address into it:
              </p>
            </xsl:otherwise>
          </xsl:choose>
          <p><code><xsl:value-of select="atom:link[@rel='self']/@href"/></code></p>
          <p>
            You don't need a feed reader to read Village:
            <a href="{atom:link[@rel='alternate']/@href}">
              <xsl:choose>
                <xsl:when test="$replies">go to the post</xsl:when>
                <xsl:otherwise>go to the board</xsl:otherwise>
              </xsl:choose>
            </a>.
          </p>
          <h2>
            <xsl:choose>
              <xsl:when test="$replies">The newest replies</xsl:when>
              <xsl:otherwise>The newest posts</xsl:otherwise>
            </xsl:choose>
          </h2>
          <xsl:choose>
            <xsl:when test="atom:entry">
              <ol>
                <xsl:apply-templates select="atom:entry"/>
              </ol>
            </xsl:when>
            <xsl:when test="$replies">
              <p>No replies yet.</p>
            </xsl:when>
            <xsl:otherwise>
              <p>No posts yet.</p>
            </xsl:otherwise>
          </xsl:choose>
        </main>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="atom:entry">
    <li>
      <h3 dir="auto"><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h3>
      <p class="byline">
        by <bdi><xsl:value-of select="atom:author/atom:name"/></bdi>,
        <time datetime="{atom:published}"><xsl:value-of select="substring(atom:published, 1, 10)"/></time>
      </p>
      <xsl:if test="normalize-space(atom:content)">
        <p dir="auto" class="text"><xsl:value-of select="atom:content"/></p>
      </xsl:if>
    </li>
  </xsl:template>
</xsl:stylesheet>
